import type { Db } from '../../lib/db';

const COLUMNS = {
  id: true, name: true, email: true, username: true, role: true, createdAt: true,
  totalSessions: true, totalQuizzes: true, averageScore: true, streak: true,
} as const;

/** Admin reads and writes of accounts (the users module owns the table). */
export function createUsersAdminRepository(db: Db) {
  return {
    list: () => db.user.findMany({ select: COLUMNS, orderBy: { id: 'asc' } }),
    find: (id: number) => db.user.findUnique({ where: { id }, select: COLUMNS }),
    emailOwner: (email: string) => db.user.findUnique({ where: { email }, select: { id: true } }),
    countAdmins: () => db.user.count({ where: { role: 'admin' } }),
    update: (id: number, data: { name: string; email: string; role: string }) => db.user.update({ where: { id }, data, select: COLUMNS }),
    /** Sessions, attempts and the rest go with the account (cascades), so its tokens stop working at once. */
    remove: (id: number) => db.user.delete({ where: { id } }),
    nameOf: async (id: number) => (await db.user.findUnique({ where: { id }, select: { name: true } }))?.name ?? null,
  };
}
export type UsersAdminRepository = ReturnType<typeof createUsersAdminRepository>;
