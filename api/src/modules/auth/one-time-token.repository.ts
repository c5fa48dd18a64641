import type { Db } from '../../lib/db';

/** The two tables of single-use mailed links (e-mail verification, password reset) have one shape. */
export type OneTimeTokenTable = 'emailVerificationToken' | 'passwordResetToken';

interface TokenRow {
  id: string;
  userId: number;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
}

/** What the repository needs of either Prisma delegate. */
interface TokenDelegate {
  create(args: { data: { userId: number; tokenHash: string; expiresAt: Date } }): PromiseLike<TokenRow>;
  findUnique(args: { where: { tokenHash: string } }): PromiseLike<TokenRow | null>;
  updateMany(args: { where: { id?: string; userId?: number; usedAt: null }; data: { usedAt: Date } }): PromiseLike<{ count: number }>;
}

export function createOneTimeTokenRepository(db: Db, table: OneTimeTokenTable) {
  const tokens: TokenDelegate = db[table];
  return {
    create: (data: { userId: number; tokenHash: string; expiresAt: Date }) => tokens.create({ data }),
    findByHash: (tokenHash: string) => tokens.findUnique({ where: { tokenHash } }),
    /** Marks the token used; 0 when another request used it first (single use under races too). */
    consume: async (id: string) => {
      const { count } = await tokens.updateMany({ where: { id, usedAt: null }, data: { usedAt: new Date() } });
      return count;
    },
    /** Only the latest link works: a new link, or a completed reset, ends every other link still open. */
    invalidateOpen: (userId: number) => tokens.updateMany({ where: { userId, usedAt: null }, data: { usedAt: new Date() } }),
  };
}

export type OneTimeTokenRepository = ReturnType<typeof createOneTimeTokenRepository>;
