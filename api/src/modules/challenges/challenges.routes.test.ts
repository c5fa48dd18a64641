import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let auth: { Authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = { Authorization: `Bearer ${await t.tokenFor(t.agent)}` };
});
afterAll(() => t.close());

describe('GET /api/challenges', () => {
  it('when signed out, then 401', async () => {
    await t.request.get('/api/challenges').expect(401);
  });
  it('when asked in English, then the demo challenges read as written', async () => {
    const res = await t.request.get('/api/challenges').set(auth).set('Accept-Language', 'en').expect(200);
    expect(res.body.map((c: { title: string }) => c.title)).toContain('Off-Plan Inquiry');
  });
  it('when asked in Russian, then the same challenges come in Russian with the same ids', async () => {
    const en = (await t.request.get('/api/challenges').set(auth).set('Accept-Language', 'en')).body as { id: number }[];
    const ru = (await t.request.get('/api/challenges').set(auth).set('Accept-Language', 'ru').expect(200)).body as { id: number; title: string; initialMessage: string }[];
    expect(ru.map((c) => c.id)).toEqual(en.map((c) => c.id));
    for (const c of ru) {
      expect(c.title).toMatch(/[а-яё]/i);
      expect(c.initialMessage).toMatch(/[а-яё]/i);
    }
  });
});
