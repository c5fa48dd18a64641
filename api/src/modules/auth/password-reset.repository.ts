import type { Db } from '../../lib/db';

export function createPasswordResetRepository(db: Db) {
  return {
    create: (data: { userId: number; tokenHash: string; expiresAt: Date }) => db.passwordResetToken.create({ data }),
    findByHash: (tokenHash: string) => db.passwordResetToken.findUnique({ where: { tokenHash } }),
    /** Marks the token used; 0 when another request used it first (single use under races too). */
    consume: async (id: string) => {
      const { count } = await db.passwordResetToken.updateMany({ where: { id, usedAt: null }, data: { usedAt: new Date() } });
      return count;
    },
    /** Only the latest link works; a reset also ends every other link still open. */
    invalidateOpen: (userId: number) =>
      db.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: new Date() } }),
  };
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
