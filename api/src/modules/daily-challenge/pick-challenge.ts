/** FNV-1a: a tiny stable hash, so the same user gets the same challenge all day on every instance. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** One of the candidates (sorted by id by the caller), chosen by user and day only. */
export function pickChallenge<T extends { id: number }>(candidates: T[], userId: number, day: string): T | undefined {
  if (!candidates.length) return undefined;
  return candidates[fnv1a(`${userId}:${day}`) % candidates.length];
}

export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A client may name its local day; it can differ from the server's UTC day by one at most. */
export function isNearDay(day: string, now: Date): boolean {
  const parsed = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed) || utcDay(new Date(parsed)) !== day) return false;
  const today = Date.parse(`${utcDay(now)}T00:00:00Z`);
  return Math.abs(parsed - today) <= 24 * 60 * 60 * 1000;
}
