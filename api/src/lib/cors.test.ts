import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { parseOrigins } from './cors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: 'https://admin.example.test, https://other.example.test/' });
}, 60_000);
afterAll(() => t.close());

describe('CORS for configured origins', () => {
  it('when the list is parsed, then blanks and trailing slashes are dropped', () => {
    expect(parseOrigins(' https://a.test/ ,, https://b.test')).toEqual(['https://a.test', 'https://b.test']);
    expect(parseOrigins(undefined)).toEqual([]);
  });

  it('when a configured origin sends a preflight, then it may call with its token', async () => {
    const res = await t.request.options('/api/admin/users').set('Origin', 'https://admin.example.test').set('Access-Control-Request-Method', 'PUT').expect(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://admin.example.test');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['access-control-allow-headers']).toContain('Authorization');
  });

  it('when a configured origin reads the manifest as an admin, then the answer carries its CORS headers and the admin remote', async () => {
    const token = await t.sessionToken(t.admin.id);
    const res = await t.request.get('/mfe-manifest.json').set('Origin', 'https://other.example.test').set('Authorization', `Bearer ${token}`).expect(200);
    expect(res.headers['access-control-allow-origin']).toBe('https://other.example.test');
    expect(res.body.remotes.map((r: { name: string }) => r.name)).toContain('mfe_admin');
  });

  it('when a cookie-authenticated write comes from a configured origin, then the CSRF check lets it through; from another, 403', async () => {
    const cookie = `session=${await t.sessionToken(t.agent.id)}`;
    const body = { name: 'Alex Morgan', username: 'alex_cors' };
    await t.request.patch('/api/auth/profile').set('Cookie', cookie).set('Origin', 'https://evil.example.test').send(body).expect(403);
    const ok = await t.request.patch('/api/auth/profile').set('Cookie', cookie).set('Origin', 'https://admin.example.test').send(body);
    expect(ok.status).not.toBe(403);
  });

  it('when any other origin calls, then no CORS header is sent', async () => {
    const res = await t.request.get('/api/health').set('Origin', 'https://evil.example.test');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
