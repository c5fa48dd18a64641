import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_IP: '6', RATE_LIMIT_PER_EMAIL: '2' });
});
afterEach(() => t.close());

const login = (email: string, password = 'wrong-password', lang = 'en') =>
  t.request.post('/api/auth/login').set('Accept-Language', lang).send({ email, password });

describe('rate limits on sign-in', () => {
  it('when one e-mail fails too often, then 429 with a translated message and standard headers, even with the right password', async () => {
    await login(t.agent.email).expect(401);
    const second = await login(t.agent.email).expect(401);
    expect(second.headers['ratelimit-policy']).toMatch(/"login-subject"; q=2; w=900/);
    expect(second.headers['ratelimit']).toMatch(/"login-subject"; r=0; t=\d+/);
    const blocked = await login(t.agent.email, t.agent.password).expect(429);
    expect(blocked.body).toMatchObject({ error: 'rateLimited', message: 'Too many attempts. Please wait a moment and try again.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const ru = await login(t.agent.email, 'x', 'ru').expect(429);
    expect(ru.body.message).toBe('Слишком много попыток. Подождите немного и попробуйте снова.');
    // Another e-mail from the same address is still allowed.
    await login(t.admin.email, t.admin.password).expect(200);
  });

  it('when unknown and known e-mails are hammered, then both are limited alike (no enumeration)', async () => {
    const known = [await login(t.agent.email), await login(t.agent.email), await login(t.agent.email)].map((r) => r.status);
    const unknown = [await login('ghost@example.com'), await login('ghost@example.com'), await login('ghost@example.com')].map((r) => r.status);
    expect(known).toEqual([401, 401, 429]);
    expect(unknown).toEqual(known);
  });

  it('when one address fails across many e-mails, then the per-IP limit stops it', async () => {
    for (let i = 0; i < 6; i += 1) await login(`ghost${i}@example.com`).expect(401);
    const blocked = await login('ghost9@example.com').expect(429);
    expect(String(blocked.headers['ratelimit-policy'])).toMatch(/"login-ip"; q=6/);
  });

  it('when sign-ins succeed, then they do not use up attempts', async () => {
    for (let i = 0; i < 8; i += 1) await login(t.agent.email, t.agent.password).expect(200);
  });
});

describe('rate limits on registration and resend', () => {
  const newcomer = (n: number, email = `limit${n}@example.com`) => ({ name: 'Lee', username: `limit_${n}`, email, password: 'open-house-2026' });

  it('when one e-mail registers too often, then 429', async () => {
    await t.request.post('/api/auth/register').send(newcomer(1, 'same@example.com')).expect(201);
    // The second try meets the taken e-mail (409), still a try: the third is slowed down.
    await t.request.post('/api/auth/register').send(newcomer(2, 'same@example.com')).expect(409);
    await t.request.post('/api/auth/register').send(newcomer(3, 'same@example.com')).expect(429);
  });

  it('when one address registers too often, then 429', async () => {
    for (let i = 0; i < 6; i += 1) await t.request.post('/api/auth/register').send(newcomer(10 + i)).expect(201);
    const blocked = await t.request.post('/api/auth/register').send(newcomer(20)).expect(429);
    expect(String(blocked.headers['ratelimit-policy'])).toMatch(/"register-ip"/);
  });

  it('when verification mail is requested too often for one e-mail, then 429', async () => {
    const resend = () => t.request.post('/api/auth/resend-verification').send({ email: 'Someone@Example.com ' });
    await resend().expect(200);
    await t.request.post('/api/auth/resend-verification').send({ email: 'someone@example.com' }).expect(200);
    await resend().expect(429);
  });

  it('when the password change fails too often, then 429 for that user', async () => {
    const token = await t.sessionToken(t.agent.id);
    const change = () => t.request.post('/api/auth/password').set('Authorization', `Bearer ${token}`).send({ currentPassword: 'guess-1', newPassword: 'new-listing-2026' });
    await change().expect(400);
    await change().expect(400);
    await change().expect(429);
  });
});
