import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health and readiness', () => {
  it('when the process runs, then /api/health answers ok', async () => {
    const res = await t.request.get('/api/health').expect(200);
    expect(res.body.status).toBe('ok');
  });
  it('when speech-to-text is not configured, then /api/health says so', async () => {
    const res = await t.request.get('/api/health').expect(200);
    expect(res.body.capabilities).toEqual({ speechToText: false });
  });
  it('when speech-to-text is configured, then /api/health says it is available', async () => {
    const withStt = await createTestApp({ OPENAI_STT_MODEL: 'whisper-1' });
    try {
      expect((await withStt.request.get('/api/health').expect(200)).body.capabilities).toEqual({ speechToText: true });
    } finally {
      await withStt.close();
    }
  });
  it('when the database answers, then /api/ready is ready', async () => {
    const res = await t.request.get('/api/ready').expect(200);
    expect(res.body).toEqual({ status: 'ready', database: 'ok' });
  });
  it('when a committed migration is not applied, then /api/ready answers 503 and names it', async () => {
    const behind = await createTestApp();
    try {
      const [last] = await behind.server.db.$queryRawUnsafe<{ migration_name: string }[]>('SELECT migration_name FROM _prisma_migrations ORDER BY migration_name DESC LIMIT 1');
      await behind.server.db.$executeRaw`DELETE FROM _prisma_migrations WHERE migration_name = ${last.migration_name}`;
      const res = await behind.request.get('/api/ready').expect(503);
      expect(res.body).toMatchObject({ status: 'unavailable', database: 'not migrated', pending: [last.migration_name] });
    } finally {
      await behind.close();
    }
  });
  it('when the server is shutting down, then /api/ready answers 503 draining while /api/health stays ok', async () => {
    const stopping = await createTestApp();
    const closed = stopping.close();
    const [ready, health] = await Promise.all([stopping.request.get('/api/ready'), stopping.request.get('/api/health')]);
    await closed;
    expect([ready.status, ready.body.status]).toEqual([503, 'draining']);
    expect(health.status).toBe(200);
  });
  it('when the database is gone, then /api/ready answers 503', async () => {
    const broken = await createTestApp();
    await broken.server.db.$disconnect();
    (broken.server.db as unknown as { $queryRawUnsafe: () => Promise<never> }).$queryRawUnsafe = () => Promise.reject(new Error('down'));
    const res = await broken.request.get('/api/ready').expect(503);
    expect(res.body.database).toBe('unreachable');
    await broken.close();
  });
});
