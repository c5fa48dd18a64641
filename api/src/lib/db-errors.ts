const codeOf = (err: unknown): unknown => (typeof err === 'object' && err !== null && 'code' in err ? err.code : undefined);

/** A write refused by a unique index (Prisma P2002): another request stored the same key first. */
export const isUniqueViolation = (err: unknown) => codeOf(err) === 'P2002';

/** A write whose row (P2025) or parent row (P2003) another request deleted first. */
export const isMissingRow = (err: unknown) => codeOf(err) === 'P2025' || codeOf(err) === 'P2003';

/**
 * The answer for a write that lost a race, by Prisma's error code: the row it needed was deleted
 * meanwhile (P2025, P2003: 404), or the database gave up on a deadlock or write conflict (P2034: 409).
 */
export function raceLostAs(err: unknown): { code: 'notFound' | 'conflict'; status: 404 | 409; messageKey: string } | null {
  if (isMissingRow(err)) return { code: 'notFound', status: 404, messageKey: 'errors.notFound' };
  if (codeOf(err) === 'P2034') return { code: 'conflict', status: 409, messageKey: 'errors.concurrentChange' };
  return null;
}
