import fs from 'node:fs';
import path from 'node:path';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/sqlite/client';
import { PrismaClient as PgPrismaClient } from '../generated/pg/client';
import { parseDatabaseUrl } from './database-url';

export { resolveDatabaseUrl } from './database-url';

// Both generated clients come from one schema, so their model APIs are identical;
// the rest of the code types against the SQLite one.
export type Db = PrismaClient;

export function createDb(databaseUrl: string): Db {
  const target = parseDatabaseUrl(databaseUrl);
  if (target.kind === 'postgresql') {
    const adapter = new PrismaPg({ connectionString: target.url });
    return new PgPrismaClient({ adapter }) as unknown as Db;
  }
  // better-sqlite3 cannot create missing parent folders (e.g. a fresh checkout without data/).
  fs.mkdirSync(path.dirname(target.filePath), { recursive: true });
  return new PrismaClient({ adapter: new PrismaBetterSqlite3({ url: target.filePath }) });
}
