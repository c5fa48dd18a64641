import type { Db } from '../../lib/db';
import type { Language } from '@app/contracts/language';

export interface NewUser {
  name: string;
  username: string;
  email: string;
  passwordHash: string;
  language: Language;
}

/** Prisma's unique-constraint violation: another request took the e-mail or username first. */
export const isUniqueViolation = (err: unknown) => (err as { code?: unknown } | null)?.code === 'P2002';

export function createAuthRepository(db: Db) {
  return {
    findUserByEmail: (email: string) => db.user.findUnique({ where: { email } }),
    findUserById: (id: number) => db.user.findUnique({ where: { id } }),
    findUserByUsername: (username: string) => db.user.findUnique({ where: { username } }),
    createUser: (data: NewUser) => db.user.create({ data }),
    updateProfile: (id: number, data: { name: string; username: string }) => db.user.update({ where: { id }, data }),
    updatePasswordHash: (id: number, passwordHash: string) => db.user.update({ where: { id }, data: { passwordHash } }),
    markEmailVerified: (id: number) =>
      db.user.updateMany({ where: { id, emailVerifiedAt: null }, data: { emailVerifiedAt: new Date() } }),

    createSession: (data: { userId: number; expiresAt: Date; userAgent?: string; ip?: string; chainId?: string }) =>
      db.authSession.create({ data }),
    findSession: (id: string) => db.authSession.findUnique({ where: { id } }),

    /** What every authenticated request reads (lib/auth/authenticate.ts): the session and its user's access. */
    findSessionAccess: (id: string) =>
      db.authSession.findUnique({ where: { id }, select: { userId: true, expiresAt: true, revokedAt: true, user: { select: { role: true, emailVerifiedAt: true } } } }),
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
