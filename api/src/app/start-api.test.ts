import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../lib/config';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { seedDatabase } from './seed';
import { startApi } from './start-api';

const dataDir = mkdtempSync(path.join(tmpdir(), 'estate-start-'));
let database: TestDatabase | undefined;
let stop: (() => Promise<void>) | undefined;
afterAll(async () => {
  await stop?.();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('startApi', () => {
  it('when the demo seed is still running, then no probe answers yet; once one does, the demo login works', async () => {
    database = await createTestDatabase(dataDir);
    const port = await freePort();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SERVE_APPS: 'false', DATABASE_URL: database.url, PORT: String(port), HOST: '127.0.0.1' });
    const base = `http://127.0.0.1:${port}`;
    let probedWhileSeeding = 'not probed';
    const probingSeed: typeof seedDatabase = async (db) => {
      // Where a load balancer would look while the demo accounts are being written.
      probedWhileSeeding = await fetch(`${base}/api/health`).then((res) => `answered ${res.status}`, () => 'no answer');
      return seedDatabase(db);
    };
    const { app, accounts } = await startApi(config, probingSeed);
    stop = () => app.close(100);
    expect(probedWhileSeeding).toBe('no answer');
    const http = supertest(base);
    await http.get('/api/health').expect(200);
    const agent = accounts!.find((a) => a.role === 'user')!;
    await http.post('/api/auth/login').send({ email: agent.email, password: agent.password }).expect(200);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
