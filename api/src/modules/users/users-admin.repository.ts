import { serialized, type Db } from '../../lib/db';

const COLUMNS = {
  id: true, name: true, email: true, username: true, role: true, createdAt: true,
  totalSessions: true, totalQuizzes: true, averageScore: true, streak: true,
} as const;

function on(db: Db) {
  return {
    list: () => db.user.findMany({ select: COLUMNS, orderBy: { id: 'asc' } }),
    find: (id: number) => db.user.findUnique({ where: { id }, select: COLUMNS }),
    emailOwner: (email: string) => db.user.findUnique({ where: { email }, select: { id: true } }),
    countAdmins: () => db.user.count({ where: { role: 'admin' } }),
    update: (id: number, data: { name: string; email: string; role: string }) => db.user.update({ where: { id }, data, select: COLUMNS }),
    /** Sessions, attempts and the rest go with the account (cascades), so its tokens stop working at once. False when it was already gone. */
    remove: async (id: number) => (await db.user.deleteMany({ where: { id } })).count === 1,
    nameOf: async (id: number) => (await db.user.findUnique({ where: { id }, select: { name: true } }))?.name ?? null,
  };
}
export type UsersAdminReads = ReturnType<typeof on>;

/** Admin reads and writes of accounts (the users module owns the table). */
export function createUsersAdminRepository(db: Db) {
  return {
    ...on(db),
    /**
     * Runs `fn` with this repository in a transaction that account changes by admins take one at a
     * time: "not the last admin" and the change it allows cannot interleave with another admin's.
     */
    oneAtATime: <T>(fn: (repo: UsersAdminReads) => Promise<T>) => serialized(db, 'users:admin-writes', (tx) => fn(on(tx))),
  };
}
export type UsersAdminRepository = ReturnType<typeof createUsersAdminRepository>;
