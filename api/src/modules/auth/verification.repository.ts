import type { Db } from '../../lib/db';

export function createVerificationRepository(db: Db) {
  return {
    create: (data: { userId: number; tokenHash: string; expiresAt: Date }) => db.emailVerificationToken.create({ data }),
    findByHash: (tokenHash: string) => db.emailVerificationToken.findUnique({ where: { tokenHash } }),
    /** Marks the token used; 0 when another request used it first (single use under races too). */
    consume: async (id: string) => {
      const { count } = await db.emailVerificationToken.updateMany({ where: { id, usedAt: null }, data: { usedAt: new Date() } });
      return count;
    },
    /** A new link replaces the old ones: only the latest e-mail works. */
    invalidateOpen: (userId: number) =>
      db.emailVerificationToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: new Date() } }),
  };
}

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
