import type { Db } from '../../lib/db';
import type { UsersRepository } from '../users/users.repository';

export type { NewUser } from '../users/users.repository';

/** Sessions are the auth module's table; accounts are the users module's, asked through `users`. */
export function createAuthRepository(db: Db, { users }: { users: UsersRepository }) {
  return {
    /** The user's rows, for their data export. */
    listForExport: (userId: number) => db.authSession.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } }),
    findUserByEmail: users.findByEmail,
    findUserById: users.findById,
    findUserByUsername: users.findByUsername,
    createUser: users.create,
    updateProfile: users.updateProfile,
    updatePasswordHash: users.updatePasswordHash,
    markEmailVerified: users.markEmailVerified,

    createSession: (data: { userId: number; expiresAt: Date; userAgent?: string; ip?: string; chainId?: string }) =>
      db.authSession.create({ data }),
    findSession: (id: string) => db.authSession.findUnique({ where: { id } }),

    /** What every authenticated request reads (lib/auth/authenticate.ts): the session and its user's access. */
    async findSessionAccess(id: string) {
      const session = await db.authSession.findUnique({ where: { id }, select: { userId: true, expiresAt: true, revokedAt: true } });
      const user = session && (await users.findAccess(session.userId));
      return session && user ? { ...session, user } : null;
    },
    /** Revokes a session with every session renewed from it or it from: the whole chain ends together. */
    revokeChain: (chainId: string) =>
      db.authSession.updateMany({ where: { OR: [{ id: chainId }, { chainId }], revokedAt: null }, data: { revokedAt: new Date() } }),
    revokeAllSessions: (userId: number) =>
      db.authSession.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } }),
    /**
     * Marks a session renewed and ends it soon rather than now, so requests already in flight with
     * its token still succeed; 0 when it was renewed before (a token renews once, never twice).
     */
    markRenewed: async (id: string, until: Date) => {
      const { count } = await db.authSession.updateMany({ where: { id, renewedAt: null, revokedAt: null }, data: { renewedAt: new Date(), expiresAt: until } });
      return count;
    },
    revokeSession: (id: string) =>
      db.authSession.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: new Date() } }),
    revokeOtherSessions: (userId: number, keepId: string) =>
      db.authSession.updateMany({ where: { userId, revokedAt: null, id: { not: keepId } }, data: { revokedAt: new Date() } }),
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
