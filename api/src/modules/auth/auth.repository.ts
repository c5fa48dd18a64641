import type { Db } from '../../lib/db';

export function createAuthRepository(db: Db) {
  return {
    findUserByEmail: (email: string) => db.user.findUnique({ where: { email } }),
    findUserById: (id: number) => db.user.findUnique({ where: { id } }),
    createSession: (data: { userId: number; expiresAt: Date; userAgent?: string; ip?: string }) =>
      db.authSession.create({ data }),
    revokeSession: (id: string) =>
      db.authSession.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: new Date() } }),
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
