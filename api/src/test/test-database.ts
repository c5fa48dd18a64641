import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createScratchDatabase, scratchPostgresAdminUrl } from '../lib/scratch-postgres';
import { createDb } from '../lib/db';
import { migrate } from '../lib/migrations';
import { seedDatabase } from '../app/seed';

/** Which database the API suite runs on: `TEST_DATABASE=postgresql` (see scripts/test-all.mjs), SQLite otherwise. */
export const testDatabaseKind: 'sqlite' | 'postgresql' = process.env.TEST_DATABASE === 'postgresql' ? 'postgresql' : 'sqlite';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export interface DatabaseTemplate {
  /** SQLite: the template file's path; PostgreSQL: the template database's name. */
  name: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated and seeded database for one test app: a copy of the template the global setup
 * built once per run (a file copy on SQLite, CREATE DATABASE ... TEMPLATE on PostgreSQL; migrating
 * and seeding each one took seconds). Without a template (a test run outside the global setup) it
 * migrates its own; createTestApp seeds it.
 */
export async function createTestDatabase(dataDir: string): Promise<TestDatabase> {
  const template = inject('databaseTemplate');
  if (testDatabaseKind === 'sqlite') {
    const file = path.join(dataDir, 'test.db');
    const url = `file:${file}`;
    if (template) copyFileSync(template, file);
    else await migrate(url);
    return { url, drop: async () => undefined };
  }
  if (!template) {
    const scratch = await createScratchDatabase('api_test');
    await migrate(scratch.url);
    return scratch;
  }
  return createScratchDatabase('api_test', scratchPostgresAdminUrl, template);
}

/** For the global setup: one migrated and seeded template database of the run's kind, removed after the run. */
export function createDatabaseTemplate(): Promise<DatabaseTemplate> {
  return testDatabaseKind === 'sqlite' ? createSqliteTemplate() : createPostgresTemplate();
}

async function migrateAndSeed(url: string) {
  await migrate(url);
  // Seeded once here (password hashing is slow), so each copy only finds its demo accounts present.
  const db = createDb(url);
  try {
    await seedDatabase(db);
  } finally {
    await db.$disconnect();
  }
}

async function createSqliteTemplate(): Promise<DatabaseTemplate> {
  const dir = mkdtempSync(path.join(tmpdir(), 'estate-api-template-'));
  const file = path.join(dir, 'template.db');
  await migrateAndSeed(`file:${file}`);
  // A clean close folds the write-ahead log into the file; a copy of the file alone must be complete.
  if (existsSync(`${file}-wal`)) throw new Error(`the SQLite template ${file} still has a write-ahead log after closing`);
  return { name: file, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** One migrated, seeded PostgreSQL template database. */
export async function createPostgresTemplate(): Promise<DatabaseTemplate> {
  const scratch = await createScratchDatabase('api_test_template');
  await migrateAndSeed(scratch.url);
  const name = new URL(scratch.url).pathname.slice(1);
  // Nobody may stay connected to a template, or CREATE DATABASE ... TEMPLATE refuses to copy it.
  const client = new pg.Client({ connectionString: scratchPostgresAdminUrl });
  await client.connect();
  await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
  await client.end();
  return { name, drop: scratch.drop };
}
