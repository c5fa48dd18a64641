import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrationList } from './migration-files';
import { diffSchema, migrate } from './migrations';
import { createScratchDatabase, isPostgresReachable, scratchPostgresAdminUrl } from './scratch-postgres';

const appTables = ['AuthSession', 'Challenge', 'EmailVerificationToken', 'User', '_prisma_migrations'];
const committed = (provider: 'sqlite' | 'postgresql') =>
  readMigrationList(provider).migrationDirectories.map((folder) => folder.path);

describe('migrate on SQLite', () => {
  let dir: string;
  let url: string;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-test-'));
    url = `file:${path.join(dir, 'nested', 'app.db')}`;
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('when the database file does not exist, then it creates it and applies every committed migration', async () => {
    const { applied } = await migrate(url);
    expect(applied).toEqual(committed('sqlite'));
    expect(applied.some((name) => name.endsWith('_init'))).toBe(true);
  });

  it('when run a second time, then it applies nothing', async () => {
    expect(await migrate(url)).toEqual({ applied: [] });
  });

  it('when migrated, then the app tables exist', () => {
    const db = new Database(path.join(dir, 'nested', 'app.db'), { readonly: true });
    const rows = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
    db.close();
    expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(appTables));
  });

  it('when schema.prisma is compared with the committed migrations, then nothing is missing', async () => {
    expect(await diffSchema('sqlite')).toBeNull();
  });
});

const postgresUp = await isPostgresReachable();
if (!postgresUp) {
  console.warn(`Skipping the PostgreSQL migration tests: no server answers at ${scratchPostgresAdminUrl}.`);
}

describe.skipIf(!postgresUp)('migrate on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;

  beforeAll(async () => {
    scratch = await createScratchDatabase('migrations_test');
  });
  afterAll(async () => {
    await scratch?.drop();
  });

  it('when the database is empty, then it applies every committed migration', async () => {
    const { applied } = await migrate(scratch.url);
    expect(applied).toEqual(committed('postgresql'));
  });

  it('when run a second time, then it applies nothing', async () => {
    expect(await migrate(scratch.url)).toEqual({ applied: [] });
  });

  it('when migrated, then the app tables exist', async () => {
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
      );
      expect(rows.map((row) => row.table_name)).toEqual(expect.arrayContaining(appTables));
    } finally {
      await client.end();
    }
  });

  it('when schema.prisma is compared with the committed migrations, then nothing is missing', async () => {
    expect(await diffSchema('postgresql')).toBeNull();
  });
});
