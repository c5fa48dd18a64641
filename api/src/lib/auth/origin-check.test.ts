import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let pinned: TestApp;
let cookie: string;
beforeAll(async () => {
  [t, pinned] = await Promise.all([createTestApp(), createTestApp({ PUBLIC_URL: 'https://coach.example.com' })]);
  cookie = `session=${await t.sessionToken(t.agent.id)}`;
});
afterAll(() => Promise.all([t.close(), pinned.close()]));

const write = (app: TestApp, headers: Record<string, string>) => {
  const req = app.request.patch('/api/auth/profile').set('Host', 'app.test');
  for (const [k, v] of Object.entries(headers)) req.set(k, v);
  return req.send({ name: 'Alex Morgan', username: 'alex' });
};

describe('CSRF origin check on cookie-authenticated writes', () => {
  it('when the write comes from another site, then 403', async () => {
    const res = await write(t, { Cookie: cookie, Origin: 'https://evil.example' }).expect(403);
    expect(res.body.message).toBe('You are not allowed to do this');
  });
  it('when the write has no Origin, no Referer or Origin "null", then 403', async () => {
    await write(t, { Cookie: cookie }).expect(403);
    await write(t, { Cookie: cookie, Origin: 'null' }).expect(403);
  });
  it('when the write comes from our own origin or page, then it goes through', async () => {
    await write(t, { Cookie: cookie, Origin: 'http://app.test' }).expect(200);
    await write(t, { Cookie: cookie, Referer: 'http://app.test/settings' }).expect(200);
  });
  it('when the write carries a bearer token, then no Origin is needed (other sites cannot read it)', async () => {
    const token = await t.sessionToken(t.agent.id);
    await write(t, { Authorization: `Bearer ${token}` }).expect(200);
  });
  it('when a cookie write from another site carries an Authorization header of another scheme (Basic), then 403 still', async () => {
    const res = await write(t, { Cookie: cookie, Origin: 'https://evil.example', Authorization: 'Basic YWxleDpzZWNyZXQ=' }).expect(403);
    expect(res.body.message).toBe('You are not allowed to do this');
    await write(t, { Cookie: cookie, Authorization: 'Basic YWxleDpzZWNyZXQ=' }).expect(403);
  });
  it('when PUBLIC_URL is set, then only its origin is accepted, whatever Host says', async () => {
    const pinnedCookie = `session=${await pinned.sessionToken(pinned.agent.id)}`;
    await write(pinned, { Cookie: pinnedCookie, Origin: 'http://app.test' }).expect(403);
    await write(pinned, { Cookie: pinnedCookie, Origin: 'https://coach.example.com' }).expect(200);
  });
});
