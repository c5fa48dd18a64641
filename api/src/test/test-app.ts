import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { loadConfig } from '../lib/config';
import { migrate } from '../lib/migrations';
import { seedDemo } from '../modules/seed/seed.service';
import { createServer } from '../server';

/** A real server on a fresh SQLite file (or TEST_DATABASE_URL), seeded with the demo accounts. */
export async function createTestApp(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'estate-api-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SERVE_APPS: 'false',
    DATABASE_URL: `file:${path.join(dataDir, 'test.db')}`,
    ...env,
  });
  await migrate(config.DATABASE_URL);
  const server = createServer(config);
  const seeded = await seedDemo(server.db);
  const [agent, admin] = ['user', 'admin'].map((role) => seeded.accounts.find((a) => a.role === role)!);
  return {
    server,
    config,
    request: supertest(server.app),
    agent,
    admin,
    async tokenFor(account: { email: string; password: string }) {
      const res = await supertest(server.app).post('/api/auth/login').send(account).expect(200);
      return res.body.token as string;
    },
    async close() {
      await server.db.$disconnect();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
