import { inheritDialect, type Db } from './db';
import type { SessionCache } from './auth/session-cache';
import type { ReadCache } from './read-cache';

const WRITES = new Set(['create', 'createMany', 'createManyAndReturn', 'update', 'updateMany', 'updateManyAndReturn', 'upsert', 'delete', 'deleteMany']);
// Relation operations inside `data`: a nested write reaches the related table.
const NESTED = new Set(['create', 'createMany', 'connectOrCreate', 'connect', 'disconnect', 'set', 'update', 'updateMany', 'upsert', 'delete', 'deleteMany']);
type Args = { where?: Record<string, unknown>; data?: unknown; create?: unknown; update?: unknown };

export interface Write {
  /** The model in lower camel case, as on the client (`authSession`). */
  model: string;
  operation: string;
  args: Args;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);
const rowsOf = (args: Args): Record<string, unknown>[] =>
  [args.data, args.create, args.update].flatMap((d) => (Array.isArray(d) ? d : [d])).filter(isRecord);

const nestedOps = (v: unknown): string[] => (isRecord(v) ? Object.keys(v).filter((k) => NESTED.has(k)) : []);

/** The parts of a model operation's arguments that say which rows it writes. */
const argsOf = (args: unknown): Args =>
  isRecord(args) ? { where: isRecord(args.where) ? args.where : undefined, data: args.data, create: args.create, update: args.update } : {};

/** Whether the write carries relation operations (it then reaches other tables). */
export function hasNestedWrites(args: Args): boolean {
  return rowsOf(args).some((row) => Object.values(row).some((v) => nestedOps(v).length > 0));
}

/** The one user whose rows a write touches, when the write says so plainly; undefined when it may be anyone's. */
export function userOf({ model, args }: Write): number | undefined {
  const key = model === 'user' ? 'id' : 'userId';
  const fromWhere = args.where?.[key];
  if (typeof fromWhere === 'number') return fromWhere;
  if (args.where) return undefined;
  const ids = new Set(rowsOf(args).map((row) => row[key]));
  const [only] = ids;
  return ids.size === 1 && typeof only === 'number' ? only : undefined;
}

function dropSessions(cache: SessionCache, write: Write): void {
  if (write.model === 'authSession') {
    // A session that did not exist cannot be cached.
    if (write.operation.startsWith('create')) return;
    const id = write.args.where?.id;
    if (typeof id === 'string') return cache.dropSession(id);
  } else if (write.model === 'user') {
    if (write.operation.startsWith('create')) return;
    const fields = rowsOf(write.args);
    const access = write.operation.startsWith('delete') || fields.some((d) => 'role' in d || 'id' in d || 'emailVerifiedAt' in d);
    if (!access && !hasNestedWrites(write.args)) return;
  } else if (!hasNestedWrites(write.args)) {
    return;
  }
  const userId = userOf(write);
  if (userId === undefined) cache.clear();
  else cache.dropUser(userId);
}

// A relation operation inside a write (create a session with its first message) reaches another
// table, which the write does not name: such a write drops every cached read. The repositories on
// hot paths write one table at a time, so this costs the cache nothing it measurably needs.
function dropReads(cache: ReadCache, write: Write): void {
  if (hasNestedWrites(write.args)) return cache.clear();
  const userId = userOf(write);
  if (write.model === 'user' && write.operation.startsWith('delete')) {
    // Deleting users cascades to their rows in every table.
    return userId === undefined ? cache.clear() : cache.dropUser(userId);
  }
  // A user row that does not exist yet has nothing cached.
  if (!(write.model === 'user' && write.operation.startsWith('create'))) cache.written(write.model, userId);
}

// The invalidation of each client this module extended, for the raw writes it cannot see.
const announcers = new WeakMap<object, (write: Write) => void>();

/**
 * A hand-written statement that writes ($queryRaw with UPDATE or INSERT ... RETURNING, for a hot path
 * that needs one statement where the model API takes several): `tables` names each table it writes
 * and whose rows they are, and the caches of `db` drop what those writes affect, before and after it
 * runs, as for a model write. Without caches on `db` it only runs the statement.
 */
export async function rawWrite<T>(db: Db, tables: { model: string; userId: number }[], run: () => Promise<T>): Promise<T> {
  const announce = announcers.get(db);
  const writes: Write[] = tables.map(({ model, userId }) => ({ model, operation: 'update', args: { where: { userId } } }));
  writes.forEach((w) => announce?.(w));
  try {
    return await run();
  } finally {
    writes.forEach((w) => announce?.(w));
  }
}

/**
 * Every write through this client drops what the in-process caches hold that it can affect, before
 * and after it runs, whichever module makes it: sessions whose access it can end or change (a revoked
 * or shortened session, a deleted user, a changed role or e-mail confirmation), and cached reads of
 * the table it writes. Raw statements ($executeRaw) drop everything; $queryRaw is taken for a read,
 * so a $queryRaw that writes must run inside `rawWrite`. Writes through another client
 * are not seen: the caches must only be used with the client this returns, on a single instance.
 */
export function withCacheInvalidation(db: Db, caches: { sessions?: SessionCache; reads?: ReadCache }): Db {
  const invalidate = (write: Write) => {
    if (caches.sessions) dropSessions(caches.sessions, write);
    if (caches.reads) dropReads(caches.reads, write);
  };
  const clearAll = () => {
    caches.sessions?.clear();
    caches.reads?.clear();
  };
  const extended = db.$extends({
    query: {
      async $allOperations({ model, operation, args, query }) {
        if (!model) {
          if (!operation.startsWith('$executeRaw')) return query(args);
          clearAll();
          try {
            return await query(args);
          } finally {
            clearAll();
          }
        }
        if (!WRITES.has(operation)) return query(args);
        const write: Write = { model: model[0].toLowerCase() + model.slice(1), operation, args: argsOf(args) };
        invalidate(write);
        try {
          return await query(args);
        } finally {
          invalidate(write);
        }
      },
    },
  }) as unknown as Db;
  announcers.set(extended, invalidate);
  inheritDialect(extended, db);
  return extended;
}
