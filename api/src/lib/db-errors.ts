/** A write refused by a unique index (Prisma P2002): another request stored the same key first. */
export const isUniqueViolation = (err: unknown) => (err as { code?: unknown } | null)?.code === 'P2002';
