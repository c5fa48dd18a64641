import { MAX_ROW_ID } from '@app/contracts/row-id';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoutes } from './list-routes';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.sessionToken(t.admin.id);
});
afterAll(() => t.close());

const send = (method: string, path: string, body?: object) =>
  t.request[method.toLowerCase() as 'post'](path).set('Authorization', `Bearer ${token}`).send(body);

describe('row ids in paths and bodies', () => {
  it('when a path id is past 32 bits, then every :id route answers 400; the largest id answers 404 or less, never 5xx', async () => {
    const routes = listRoutes(t.server.app).filter((r) => r.path.includes(':id'));
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      const over = await send(route.method, route.path.replace(':id', String(MAX_ROW_ID + 1)), {});
      expect(over.status, `${route.method} ${route.path}`).toBe(400);
      const largest = await send(route.method, route.path.replace(':id', String(MAX_ROW_ID)), {});
      expect(largest.status, `${route.method} ${route.path} with the largest id`).toBeLessThan(500);
    }
  });

  it('when a body id is past 32 bits, then 400 with a message; the largest id is not found, never 5xx', async () => {
    const cases: [string, string, (id: number) => object][] = [
      ['POST', '/api/quiz/evaluate', (attemptId) => ({ category: 'market-analysis', answers: {}, attemptId })],
      ['POST', '/api/messages', (sessionId) => ({ sessionId, content: 'Hello' })],
      ['POST', '/api/sessions', (challengeId) => ({ challengeId, scenarioId: 'property-inquiry' })],
    ];
    for (const [method, path, body] of cases) {
      const over = await send(method, path, body(MAX_ROW_ID + 1));
      expect(over.status, path).toBe(400);
      expect(over.body.message).toBe('Some fields are not valid');
      expect((await send(method, path, body(MAX_ROW_ID))).status, path).toBeLessThan(500);
    }
  });
});
