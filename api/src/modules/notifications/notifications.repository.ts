import type { Db } from '../../lib/db';
import type { ChatRepository } from '../chat/chat.repository';
import type { UsersRepository } from '../users/users.repository';

export interface NewNotificationRow {
  userId: number;
  type: string;
  priority: string;
  title: string;
  message: string;
  params: string;
  actionLabel: string | null;
  actionHref: string | null;
}

/** Rows read to build the grouped list: enough for every kind a busy week leaves behind. */
const VISIBLE_LIMIT = 200;

export function createNotificationsRepository(db: Db, { users, chat }: { users: Pick<UsersRepository, 'streak' | 'language' | 'withStreak'>; chat: Pick<ChatRepository, 'lastCompletedAt' | 'lastCompletedWithin'> }) {
  return {
    /** The user's rows, for their data export. */
    listForExport: (userId: number) => db.notification.findMany({ where: { userId }, orderBy: { id: 'asc' } }),
    create: (row: NewNotificationRow) => db.notification.create({ data: row }),
    listVisible: (userId: number) =>
      db.notification.findMany({
        where: { userId, dismissedAt: null },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: VISIBLE_LIMIT,
      }),
    /** Dismisses the row and every other visible row of its kind (same title): one listed group. */
    dismissGroup: async (userId: number, id: number, at: Date) => {
      const row = await db.notification.findFirst({ where: { id, userId }, select: { title: true } });
      if (!row) return { found: false };
      await db.notification.updateMany({ where: { userId, dismissedAt: null, OR: [{ id }, { title: row.title }] }, data: { dismissedAt: at } });
      return { found: true };
    },
    dismissAll: (userId: number, at: Date) => db.notification.updateMany({ where: { userId, dismissedAt: null }, data: { dismissedAt: at } }),
    markAllRead: (userId: number, at: Date) =>
      db.notification.updateMany({ where: { userId, readAt: null }, data: { readAt: at } }),
    createdSince: (userId: number, title: string, since: Date) =>
      db.notification.count({ where: { userId, title, createdAt: { gte: since } } }).then((n) => n > 0),
    /** What the streak reminder needs: the streak and when the user last finished a practice session. */
    practice: async (userId: number) => {
      const [streak, lastPractisedAt] = await Promise.all([users.streak(userId), chat.lastCompletedAt(userId)]);
      return { streak: streak ?? 0, lastPractisedAt };
    },
    /** Users with a streak whose last finished chat session was in [from, to): the streak reminder's audience. */
    streaksAtRisk: async (from: Date, to: Date) => users.withStreak(await chat.lastCompletedWithin(from, to)),
    userLanguage: users.language,
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
export type NotificationRow = Awaited<ReturnType<NotificationsRepository['create']>>;
