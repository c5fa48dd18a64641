import type { AppNotification, NotificationList } from '@app/contracts/notifications';

/** Items shown at most: each is one kind of notification. */
export const LIST_LIMIT = 50;

/**
 * One item per kind (the title key), newest first: five achievements from one session are one
 * "Achievement unlocked!" with its count, not five cards. The item is the kind's newest
 * notification; it is unread while any of its kind is.
 */
export function groupNotifications(newestFirst: AppNotification[]): NotificationList {
  const byTitle = new Map<string, AppNotification>();
  for (const n of newestFirst) {
    const group = byTitle.get(n.title);
    if (!group) byTitle.set(n.title, { ...n, count: 1 });
    else byTitle.set(n.title, { ...group, count: group.count + 1, read: group.read && n.read });
  }
  const items = [...byTitle.values()].slice(0, LIST_LIMIT);
  return { items, unread: items.filter((n) => !n.read).length };
}
