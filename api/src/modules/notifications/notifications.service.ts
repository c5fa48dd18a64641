import type { AppNotification, NotificationList, NotificationParams } from '@app/contracts/notifications';
import { notificationParamsSchema, notificationPrioritySchema, notificationTypeSchema } from '@app/contracts/notifications';
import { AppError } from '../../lib/errors';
import { translate, type Lang } from '../../lib/i18n';
import type { Logger } from '../../lib/logger';
import type { PushSender } from '../push/push.service';
import { groupNotifications } from './group-notifications';
import { paramsFor } from './localized-params';
import { NOTIFICATION_TEMPLATES, type NotificationTemplate, type NotificationTemplateName } from './notification-templates';
import type { NotificationRow, NotificationsRepository } from './notifications.repository';
import { parseJson } from '../../lib/json-text';

export type NotifyInput = NotificationTemplate & { params?: NotificationParams };

const DAY_MS = 86_400_000;
const startOfUtcDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

function toDto(row: NotificationRow, lang: Lang): AppNotification {
  const params = notificationParamsSchema.safeParse(parseJson(row.params) ?? {});
  return {
    id: row.id,
    type: notificationTypeSchema.catch('tip').parse(row.type),
    priority: notificationPrioritySchema.catch('medium').parse(row.priority),
    title: row.title,
    message: row.message,
    params: params.success ? paramsFor(params.data, lang) : {},
    action: row.actionLabel && row.actionHref ? { label: row.actionLabel, href: row.actionHref } : null,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
    count: 1,
  };
}

interface Deps {
  push?: PushSender;
  logger?: Logger;
  now?: () => Date;
}

export function createNotificationsService(repo: NotificationsRepository, { push, logger, now = () => new Date() }: Deps = {}) {
  async function sendPush(userId: number, row: NotificationRow, input: NotifyInput) {
    if (!push) return;
    const lang: Lang = (await repo.userLanguage(userId)) === 'ru' ? 'ru' : 'en';
    const params = paramsFor(input.params ?? {}, lang);
    await push.sendToUser(userId, {
      title: translate(lang, input.title, params),
      body: translate(lang, input.message, params),
      url: input.action?.href ?? '/',
      tag: `notification-${row.id}`,
    });
  }

  /**
   * Streak about to break: the user practised yesterday (UTC) but not yet today. Sent at most once a
   * day, by the scheduled job (remindStreaksAtRisk), whether or not the user opens the app.
   */
  async function remindStreakAtRisk(userId: number) {
    const { streak, lastPractisedAt } = await repo.practice(userId);
    const today = startOfUtcDay(now());
    const yesterday = new Date(today.getTime() - DAY_MS);
    if (streak < 1 || !lastPractisedAt || lastPractisedAt < yesterday || lastPractisedAt >= today) return false;
    const template = NOTIFICATION_TEMPLATES.streakAtRisk;
    if (await repo.createdSince(userId, template.title, today)) return false;
    await service.notify(userId, { ...template, params: { streak } });
    return true;
  }

  const service = {
    /** In the reader's language: params stored per language are read in `lang`. */
    async list(userId: number, lang: Lang = 'en'): Promise<NotificationList> {
      return groupNotifications((await repo.listVisible(userId)).map((row) => toDto(row, lang)));
    },

    /** The scheduled job: every streak at risk today gets its one reminder. Answers how many were sent. */
    async remindStreaksAtRisk(): Promise<number> {
      const today = startOfUtcDay(now());
      let sent = 0;
      for (const userId of await repo.streaksAtRisk(new Date(today.getTime() - DAY_MS), today)) {
        if (await remindStreakAtRisk(userId)) sent += 1;
      }
      return sent;
    },

    /** Dismisses the listed item: the notification and the others of its kind it groups. */
    async dismiss(userId: number, id: number): Promise<void> {
      // Dismissing twice is fine; someone else's id or an unknown one is not found.
      if (!(await repo.dismissGroup(userId, id, now())).found) throw new AppError('notFound', 404);
    },

    async readAll(userId: number): Promise<void> {
      await repo.markAllRead(userId, now());
    },

    /** "Clear all": every visible notification is dismissed (kept for the data export). */
    async clearAll(userId: number): Promise<void> {
      await repo.dismissAll(userId, now());
    },

    /**
     * Stores a notification for the user and, when they allowed it on a device, pushes it there.
     * Other modules call this (or notifyEvent) on real events; a failed push never fails the caller.
     */
    async notify(userId: number, input: NotifyInput): Promise<AppNotification> {
      const row = await repo.create({
        userId,
        type: input.type,
        priority: input.priority,
        title: input.title,
        message: input.message,
        params: JSON.stringify(input.params ?? {}),
        actionLabel: input.action?.label ?? null,
        actionHref: input.action?.href ?? null,
      });
      await sendPush(userId, row, input).catch((err: unknown) => logger?.warn({ err }, 'push after notify failed'));
      return toDto(row, 'en');
    },

    /** `href` points the template's action at a specific place (a challenge's own chat, say). */
    notifyEvent(userId: number, name: NotificationTemplateName, params: NotificationParams = {}, href?: string) {
      const template: NotifyInput = NOTIFICATION_TEMPLATES[name];
      const action = template.action && href ? { ...template.action, href } : template.action;
      return service.notify(userId, { ...template, action, params });
    },
  };
  return service;
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
