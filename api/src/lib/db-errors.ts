/** A write refused by a unique index (Prisma P2002): another request stored the same key first. */
export const isUniqueViolation = (err: unknown) => (err as { code?: unknown } | null)?.code === 'P2002';

/**
 * The answer for a write that lost a race, by Prisma's error code: the row it needed was deleted
 * meanwhile (P2025, P2003: 404), or the database gave up on a deadlock or write conflict (P2034: 409).
 */
export function raceLostAs(err: unknown): { code: 'notFound' | 'conflict'; status: 404 | 409; messageKey: string } | null {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'P2025' || code === 'P2003') return { code: 'notFound', status: 404, messageKey: 'errors.notFound' };
  if (code === 'P2034') return { code: 'conflict', status: 409, messageKey: 'errors.concurrentChange' };
  return null;
}
