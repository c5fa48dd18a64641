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

/**
 * A fresh, migrated database for one test app. On PostgreSQL it is a copy of the template the global
 * setup migrated once (CREATE DATABASE ... TEMPLATE takes ~100 ms; migrating each one takes ~800 ms).
 */
export async function createTestDatabase(dataDir: string): Promise<TestDatabase> {
  if (testDatabaseKind === 'sqlite') {
    const url = `file:${path.join(dataDir, 'test.db')}`;
    await migrate(url);
    return { url, drop: async () => undefined };
  }
  const template = inject('postgresTemplate');
  if (!template) {
    const scratch = await createScratchDatabase('api_test');
    await migrate(scratch.url);
    return scratch;
  }
  return createScratchDatabase('api_test', scratchPostgresAdminUrl, template);
}

/** For the global setup: one migrated template database, removed after the run. */
export async function createPostgresTemplate() {
  const scratch = await createScratchDatabase('api_test_template');
  await migrate(scratch.url);
  // Seeded once here (password hashing is slow), so each copy only finds its demo accounts present.
  const db = createDb(scratch.url);
  await seedDatabase(db);
  await db.$disconnect();
  const name = new URL(scratch.url).pathname.slice(1);
  // Nobody may stay connected to a template, or CREATE DATABASE ... TEMPLATE refuses to copy it.
  const client = new pg.Client({ connectionString: scratchPostgresAdminUrl });
  await client.connect();
  await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
  await client.end();
  return { name, drop: scratch.drop };
}
