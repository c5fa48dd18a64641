import { randomBytes } from 'node:crypto';
import pg from 'pg';

// Local server used for scratch databases (migration diffs, tests); trust auth as on the dev machines.
export const scratchPostgresAdminUrl =
  process.env.SCRATCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function isPostgresReachable(adminUrl = scratchPostgresAdminUrl): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** `template` copies an existing (already migrated) database instead of starting empty. */
export async function createScratchDatabase(prefix: string, adminUrl = scratchPostgresAdminUrl, template?: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template.replace(/"/g, '')}"` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // FORCE ends connections someone forgot to close, so a failed run leaves no stray database.
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

export async function withScratchDatabase<T>(prefix: string, run: (url: string) => Promise<T>): Promise<T> {
  const scratch = await createScratchDatabase(prefix);
  try {
    return await run(scratch.url);
  } finally {
    await scratch.drop();
  }
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
