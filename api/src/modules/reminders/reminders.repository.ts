import type { Db } from '../../lib/db';

export function createRemindersRepository(db: Db) {
  return {
    /** The user's rows, for their data export. */
    listForExport: (userId: number) => db.practiceReminder.findMany({ where: { userId }, orderBy: { id: 'asc' } }),
    create: (data: { userId: number; dueAt: Date; focus: string }) => db.practiceReminder.create({ data }),
    upcoming: (userId: number, now: Date) => db.practiceReminder.findMany({ where: { userId, sentAt: null, dueAt: { gt: now } }, orderBy: { dueAt: 'asc' }, take: 20 }),
    due: (now: Date) => db.practiceReminder.findMany({ where: { sentAt: null, dueAt: { lte: now } }, orderBy: { dueAt: 'asc' }, take: 100 }),
    /** Claims the reminder; false when another run (or instance) already sent it. */
    async markSent(id: number, now: Date) {
      const { count } = await db.practiceReminder.updateMany({ where: { id, sentAt: null }, data: { sentAt: now } });
      return count === 1;
    },
  };
}

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
