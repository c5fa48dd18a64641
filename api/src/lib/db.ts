import fs from 'node:fs';
import path from 'node:path';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/sqlite/client';
import { PrismaClient as PgPrismaClient } from '../generated/pg/client';
import { parseDatabaseUrl } from './database-url';

export { resolveDatabaseUrl } from './database-url';

// Both generated clients come from one schema, so their model APIs are identical;
// the rest of the code types against the SQLite one.
export type Db = PrismaClient;

// WAL: readers never wait for the writer and a commit appends to the log instead of rewriting pages
// with several fsyncs. synchronous=NORMAL in WAL mode survives a crashed or killed process (only an
// OS crash or power cut can lose the last commits). busy_timeout: another process holding the write
// lock (a migration, a CLI script) is waited for instead of failing at once.
export const SQLITE_PRAGMAS = 'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000; PRAGMA temp_store = MEMORY;';

class TunedSqliteAdapterFactory extends PrismaBetterSqlite3 {
  override async connect() {
    const adapter = await super.connect();
    await adapter.executeScript(SQLITE_PRAGMAS);
    return adapter;
  }
}

type Dialect = 'sqlite' | 'postgresql';
// The database each client was made for, known from its URL when createDb made it, and on
// PostgreSQL the pool under it (for preparedQuery).
const dialects = new WeakMap<object, Dialect>();
const pools = new WeakMap<object, pg.Pool>();

export function createDb(databaseUrl: string): Db {
  const target = parseDatabaseUrl(databaseUrl);
  if (target.kind === 'postgresql') {
    const pool = new pg.Pool({ connectionString: target.url });
    // The client ends the pool when it disconnects, as it ends one it made itself.
    const adapter = new PrismaPg(pool, { disposeExternalPool: true });
    const db = new PgPrismaClient({ adapter }) as unknown as Db;
    dialects.set(db, 'postgresql');
    pools.set(db, pool);
    return db;
  }
  // better-sqlite3 cannot create missing parent folders (e.g. a fresh checkout without data/).
  fs.mkdirSync(path.dirname(target.filePath), { recursive: true });
  const db = new PrismaClient({ adapter: new TunedSqliteAdapterFactory({ url: target.filePath }) });
  dialects.set(db, 'sqlite');
  return db;
}

/** A client built on another (with $extends) talks to the same database. */
export function inheritDialect(child: Db, parent: Db): void {
  dialects.set(child, dialectOf(parent));
  const pool = pools.get(parent);
  if (pool) pools.set(child, pool);
}

/**
 * PostgreSQL only: one hand-written statement, prepared once per connection under its name and then
 * only bound and run, on the client's own pool (outside any transaction). For the hottest write,
 * where Prisma's raw-query layer costs more than the statement (bench:load, one agent's message).
 * Pass dates as ISO strings: the columns hold UTC without a zone, as Prisma writes them.
 */
export async function preparedQuery<Row extends pg.QueryResultRow>(db: Db, name: string, text: string, values: unknown[]): Promise<Row[]> {
  const pool = pools.get(db);
  if (!pool) throw new Error('preparedQuery needs a PostgreSQL client made by createDb (or inheritDialect)');
  return (await pool.query<Row>({ name, text, values })).rows;
}

/** Which database a client talks to, for the few statements written by hand per dialect. */
export function dialectOf(db: Db): Dialect {
  const dialect = dialects.get(db);
  if (!dialect) throw new Error('a database client not made by createDb (or inheritDialect): its dialect is unknown');
  return dialect;
}

/**
 * Runs `fn` in a transaction that no other transaction holding the same key runs beside, so a
 * check and the write that depends on it cannot interleave with another request's (two admins
 * demoting each other, two creates picking the same next id, toggles reading the same state).
 * PostgreSQL: a transaction-scoped advisory lock on the key, released at commit or rollback.
 * SQLite: the driver runs one transaction at a time, which is already this.
 */
export function serialized<T>(db: Db, key: string, fn: (tx: Db) => Promise<T>): Promise<T> {
  const postgres = dialectOf(db) === 'postgresql';
  return db.$transaction(
    async (tx) => {
      if (postgres) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))`;
      return fn(tx as Db);
    },
    // Waiting for the key is part of the work: parallel writers queue instead of failing after 2 s.
    { maxWait: 15_000, timeout: 15_000 },
  );
}
