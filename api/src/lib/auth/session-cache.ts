/** What a request needs from its session: who, which role, until when, whether the e-mail is confirmed. */
export interface CachedSession {
  userId: number;
  role: 'user' | 'admin';
  expiresAt: Date;
  emailVerified: boolean;
}

/**
 * Sessions resolved by this process, so an authenticated read does not pay for a session lookup and a
 * user join on every request. Revocation stays immediate: every write to a session or to a user's role
 * in this process drops the affected entries before the writer gets its answer (see
 * cache-invalidation.ts), and a lookup that raced with such a write is not stored (the generation
 * check). Only for a single API instance: with several, revocations on another instance cannot reach
 * this map, so the server turns the cache off then.
 */
export function createSessionCache(maxEntries = 50_000) {
  const entries = new Map<string, CachedSession>();
  let generation = 0;

  return {
    /** Take before reading the database; pass to set() so a lookup older than an invalidation is not kept. */
    generation: () => generation,

    get(sessionId: string, now: Date): CachedSession | undefined {
      const entry = entries.get(sessionId);
      if (entry && entry.expiresAt <= now) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry;
    },

    set(sessionId: string, entry: CachedSession, readAtGeneration: number): void {
      if (readAtGeneration !== generation) return;
      // Past the bound, start over: cheaper than LRU bookkeeping on every hit, and it only costs lookups.
      if (entries.size >= maxEntries) entries.clear();
      entries.set(sessionId, entry);
    },

    dropSession(sessionId: string): void {
      generation++;
      entries.delete(sessionId);
    },

    dropUser(userId: number): void {
      generation++;
      for (const [id, entry] of entries) if (entry.userId === userId) entries.delete(id);
    },

    clear(): void {
      generation++;
      entries.clear();
    },

    get size() {
      return entries.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
