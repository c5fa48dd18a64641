import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken, verifyToken } from '../../lib/auth/tokens';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('when the demo agent signs in, then a token and an httpOnly session cookie come back', async () => {
    const res = await t.request.post('/api/auth/login').send({ email: t.agent.email, password: t.agent.password }).expect(200);
    expect(res.body.token).toMatch(/^ey/);
    expect(String(res.headers['set-cookie'])).toMatch(/session=.*HttpOnly.*SameSite=Lax/i);
  });
  it('when the password is wrong or the e-mail unknown, then both answer the same 401', async () => {
    const wrong = await t.request.post('/api/auth/login').send({ email: t.agent.email, password: 'nope-nope' }).expect(401);
    const unknown = await t.request.post('/api/auth/login').send({ email: 'ghost@example.com', password: 'nope-nope' }).expect(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Invalid email or password');
  });
  it('when the bearer token is sent, then /api/auth/user is the signed-in user without secrets', async () => {
    const token = await t.tokenFor(t.agent);
    const res = await t.request.get('/api/auth/user').set('Authorization', `Bearer ${token}`).expect(200);
    expect(res.body).toMatchObject({ email: t.agent.email, role: 'user' });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
  });
  it('when only the session cookie is sent, then it is accepted too', async () => {
    const login = await t.request.post('/api/auth/login').send({ email: t.agent.email, password: t.agent.password });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    await t.request.get('/api/auth/user').set('Cookie', cookie).expect(200);
  });
  it('when no or a forged token is sent, then 401', async () => {
    await t.request.get('/api/auth/user').expect(401);
    const token = await t.tokenFor(t.agent);
    const [h, p] = token.split('.');
    await t.request.get('/api/auth/user').set('Authorization', `Bearer ${h}.${p}.forgedsignature`).expect(401);
  });
  it('when the user logs out, then the same token stops working', async () => {
    const token = await t.tokenFor(t.agent);
    await t.request.post('/api/auth/logout').set('Authorization', `Bearer ${token}`).expect(204);
    await t.request.get('/api/auth/user').set('Authorization', `Bearer ${token}`).expect(401);
  });
});

describe('tokens that must not work', () => {
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('when the JWT has expired, then 401', async () => {
    const session = await t.server.db.authSession.create({ data: { userId: t.agent.id, expiresAt: new Date(Date.now() + 3_600_000) } });
    const expired = await signToken(t.secret, { userId: t.agent.id, sessionId: session.id }, new Date(Date.now() - 1000));
    await t.request.get('/api/auth/user').set(bearer(expired)).expect(401);
  });

  it('when the JWT is signed with another key or with alg "none", then 401', async () => {
    const session = await t.server.db.authSession.create({ data: { userId: t.agent.id, expiresAt: new Date(Date.now() + 3_600_000) } });
    const otherKey = new TextEncoder().encode('x'.repeat(48));
    const foreign = await signToken(otherKey, { userId: t.agent.id, sessionId: session.id }, session.expiresAt);
    await t.request.get('/api/auth/user').set(bearer(foreign)).expect(401);
    const [, payload] = foreign.split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    await t.request.get('/api/auth/user').set(bearer(unsigned)).expect(401);
  });

  it('when the JWT claims another user than its session, then 401', async () => {
    const session = await t.server.db.authSession.create({ data: { userId: t.agent.id, expiresAt: new Date(Date.now() + 3_600_000) } });
    const swapped = await signToken(t.secret, { userId: t.admin.id, sessionId: session.id }, session.expiresAt);
    await t.request.get('/api/auth/user').set(bearer(swapped)).expect(401);
  });

  it('when the session has expired or was revoked on the server, then its still-valid JWT is refused', async () => {
    const token = await t.sessionToken(t.agent.id);
    await t.request.get('/api/auth/user').set(bearer(token)).expect(200);
    await t.server.db.authSession.updateMany({ where: { userId: t.agent.id, revokedAt: null }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await t.request.get('/api/auth/user').set(bearer(token)).expect(401);
    const revoked = await t.sessionToken(t.agent.id);
    await t.server.db.authSession.updateMany({ where: { userId: t.agent.id }, data: { revokedAt: new Date() } });
    await t.request.get('/api/auth/user').set(bearer(revoked)).expect(401);
  });

  it('when an admin is demoted, then the same token stops being admin at once', async () => {
    const admin = await t.createUser('admin');
    const token = await t.sessionToken(admin.id);
    expect((await t.request.get('/api/auth/user').set(bearer(token)).expect(200)).body.role).toBe('admin');
    await t.server.db.user.update({ where: { id: admin.id }, data: { role: 'user' } });
    expect((await t.request.get('/api/auth/user').set(bearer(token)).expect(200)).body.role).toBe('user');
  });
});

describe('logout and renewal', () => {
  it('when the user logs out with the cookie, then the cookie is cleared and the session revoked', async () => {
    const login = await t.request.post('/api/auth/login').send({ email: t.agent.email, password: t.agent.password }).expect(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const out = await t.request.post('/api/auth/logout').set('Cookie', cookie).set('Host', 'app.test').set('Origin', 'http://app.test').expect(204);
    expect(String(out.headers['set-cookie'])).toMatch(/session=;.*Expires=Thu, 01 Jan 1970/i);
    await t.request.get('/api/auth/user').set('Cookie', cookie).expect(401);
    await t.request.get('/api/auth/user').set('Authorization', `Bearer ${login.body.token}`).expect(401);
  });

  it('when a token is renewed, then the new one works and the old one ends within a minute', async () => {
    const old = await t.sessionToken(t.agent.id);
    const res = await t.request.post('/api/auth/refresh').set('Authorization', `Bearer ${old}`).expect(200);
    expect(res.body.token).toMatch(/^ey/);
    expect(res.body.token).not.toBe(old);
    expect(String(res.headers['set-cookie'])).toMatch(/session=.*HttpOnly/i);
    await t.request.get('/api/auth/user').set('Authorization', `Bearer ${res.body.token}`).expect(200);
    const claims = await verifyToken(t.secret, old);
    const oldSession = await t.server.db.authSession.findUniqueOrThrow({ where: { id: claims!.sessionId } });
    expect(oldSession.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 60_000);
    const newClaims = await verifyToken(t.secret, res.body.token);
    const newSession = await t.server.db.authSession.findUniqueOrThrow({ where: { id: newClaims!.sessionId } });
    expect(newSession.expiresAt.getTime()).toBeGreaterThan(Date.now() + 24 * 3_600_000);
  });
});

describe('renewal chains', () => {
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('when the renewed token logs out, then its predecessor in the grace minute stops working too', async () => {
    const old = await t.sessionToken(t.agent.id);
    const renewed = (await t.request.post('/api/auth/refresh').set(bearer(old)).expect(200)).body.token as string;
    await t.request.get('/api/auth/user').set(bearer(old)).expect(200);
    await t.request.post('/api/auth/logout').set(bearer(renewed)).expect(204);
    await t.request.get('/api/auth/user').set(bearer(old)).expect(401);
    await t.request.get('/api/auth/user').set(bearer(renewed)).expect(401);
  });

  it('when an old token tries to renew a second time, then 401: a stolen token cannot keep minting successors', async () => {
    const old = await t.sessionToken(t.agent.id);
    const first = (await t.request.post('/api/auth/refresh').set(bearer(old)).expect(200)).body.token as string;
    await t.request.post('/api/auth/refresh').set(bearer(old)).expect(401);
    const second = (await t.request.post('/api/auth/refresh').set(bearer(first)).expect(200)).body.token as string;
    // Logging out at the end of a longer chain ends every link of it.
    await t.request.post('/api/auth/logout').set(bearer(second)).expect(204);
    for (const token of [old, first, second]) await t.request.get('/api/auth/user').set(bearer(token)).expect(401);
  });
});

describe('sign-in lockout', () => {
  it('when a stranger fails five times, then the owner signing in from another address is not locked out', async () => {
    const app = await createTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_PER_EMAIL: '5', RATE_LIMIT_PER_ACCOUNT: '50' });
    try {
      const victim = await app.createUser();
      const attempt = (ip: string, password: string) =>
        app.request.post('/api/auth/login').set('X-Forwarded-For', ip).send({ email: victim.email, password });
      for (let i = 0; i < 5; i += 1) expect((await attempt('203.0.113.7', 'guess-' + i)).status).toBe(401);
      // The stranger is slowed down even with the right password...
      expect((await attempt('203.0.113.7', victim.password)).status).toBe(429);
      // ...the owner is not.
      expect((await attempt('198.51.100.20', victim.password)).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('when guesses come from many addresses, then the per-e-mail ceiling stops them', async () => {
    const app = await createTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_PER_EMAIL: '5', RATE_LIMIT_PER_ACCOUNT: '6' });
    try {
      const victim = await app.createUser();
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        statuses.push((await app.request.post('/api/auth/login').set('X-Forwarded-For', `203.0.113.${i + 1}`).send({ email: victim.email, password: 'wrong-' + i })).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    } finally {
      await app.close();
    }
  });
});

describe('unverified accounts', () => {
  it('when an unverified account turns on push, then 403 asks to verify first; once verified it works', async () => {
    const person = await t.createUser('user', false);
    const token = await t.sessionToken(person.id);
    const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc123', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } };
    const res = await t.request.post('/api/push/subscriptions').set('Authorization', `Bearer ${token}`).send(subscription).expect(403);
    expect(res.body.message).toBe('Please verify your email address first.');
    await t.server.db.user.update({ where: { id: person.id }, data: { emailVerifiedAt: new Date() } });
    const after = await t.request.post('/api/push/subscriptions').set('Authorization', `Bearer ${token}`).send(subscription);
    expect(after.status).not.toBe(403);
  });
});
