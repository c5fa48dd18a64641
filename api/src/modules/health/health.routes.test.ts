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
  it('when the database answers, then /api/ready is ready', async () => {
    const res = await t.request.get('/api/ready').expect(200);
    expect(res.body).toEqual({ status: 'ready', database: 'ok' });
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
