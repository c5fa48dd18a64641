/** What a cached read depends on: whose data it is (none: shared by everyone) and which tables it was read from. */
export interface ReadDeps {
  userId?: number;
  models: readonly string[];
}

// Shared entries are filed under a user id no account has.
const SHARED = 0;

interface Entry {
  value: unknown;
  userId: number;
  models: readonly string[];
  expiresAt: number;
}

/**
 * Results of hot per-user reads (the signed-in user, their session list) kept in this process, so
 * an authenticated read does not pay for a database query each time. Every write through the app's
 * database client drops what it can affect before and after it runs (cache-invalidation.ts): a
 * write to a table with a known user drops that user's entries over that table, a write whose user
 * is not known drops the table's entries for everyone. A read that raced with such a write is not
 * kept (the per-table generations), and `ttlMs` bounds what any missed path could leave behind
 * (a read landing between the last statement and the commit of an interactive transaction on
 * PostgreSQL, whose hooks run before it commits). Only for a single API instance, like the session
 * cache.
 */
export function createReadCache({ maxEntries = 20_000, ttlMs = 15_000, now = Date.now } = {}) {
  const entries = new Map<string, Entry>();
  const byUser = new Map<number, Set<string>>();
  const generations = new Map<string, number>();
  let epoch = 0;
  const generationOf = (models: readonly string[]) => `${epoch}:${models.map((m) => generations.get(m) ?? 0).join(',')}`;
  const bump = (model: string) => generations.set(model, (generations.get(model) ?? 0) + 1);

  function remove(key: string, entry: Entry): void {
    entries.delete(key);
    const keys = byUser.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) byUser.delete(entry.userId);
  }

  function dropOf(userId: number, match: (entry: Entry) => boolean): void {
    for (const key of byUser.get(userId) ?? []) {
      const entry = entries.get(key);
      if (entry && match(entry)) remove(key, entry);
    }
  }

  function keep(key: string, deps: ReadDeps, value: unknown): void {
    // Past the bound, start over: cheaper than LRU bookkeeping on every hit.
    if (entries.size >= maxEntries) clear();
    const old = entries.get(key);
    if (old) remove(key, old);
    const userId = deps.userId ?? SHARED;
    entries.set(key, { value, userId, models: deps.models, expiresAt: now() + ttlMs });
    byUser.set(userId, (byUser.get(userId) ?? new Set()).add(key));
  }

  function clear(): void {
    epoch++;
    entries.clear();
    byUser.clear();
  }

  return {
    /** The cached value of `key`, or `load()`'s, kept when no write to `deps.models` happened meanwhile. */
    async read<T>(key: string, deps: ReadDeps, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value as T;
      const before = generationOf(deps.models);
      const value = await load();
      if (before === generationOf(deps.models)) keep(key, deps, value);
      return value;
    },

    /**
     * Keeps `value` as the current result of `key`: for a writer that has just written the rows it
     * stands for and knows the result without reading it back. The caller makes sure no other write
     * of those rows came between (the chat service checks its own per-session versions).
     */
    store: keep,

    /** Forgets one entry. */
    drop(key: string): void {
      const entry = entries.get(key);
      if (entry) remove(key, entry);
    },

    /** A write to `model` for `userId` (any user when undefined). */
    written(model: string, userId: number | undefined): void {
      bump(model);
      const affected = (e: Entry) => e.models.includes(model);
      if (userId === undefined) {
        for (const id of [...byUser.keys()]) dropOf(id, affected);
        return;
      }
      dropOf(userId, affected);
      dropOf(SHARED, affected);
    },

    /** Everything of one user (their account was deleted). */
    dropUser(userId: number): void {
      epoch++;
      dropOf(userId, () => true);
    },

    /** Everything (a write whose reach is unknown: raw SQL, nested writes). */
    clear,

    get size() {
      return entries.size;
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;
