import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, linkToken, type TestApp } from '../../test/test-app';
import { hashVerificationToken } from './verification-token';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function requestLink(email: string) {
  const before = (await t.outbox()).filter((m) => m.to === email && /Reset/.test(m.subject)).length;
  await t.request.post('/api/auth/forgot-password').send({ email }).expect(200);
  for (let i = 0; i < 200; i += 1) {
    const mails = (await t.outbox()).filter((m) => m.to === email && /Reset/.test(m.subject));
    if (mails.length > before) return linkToken(mails.at(-1)!);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no reset mail');
}

describe('forgot password', () => {
  it('when the address is known or unknown, then the answer is identical and only the known one gets a one-hour link', async () => {
    const person = await t.createUser();
    const known = await t.request.post('/api/auth/forgot-password').send({ email: person.email }).expect(200);
    const unknown = await t.request.post('/api/auth/forgot-password').send({ email: 'nobody@example.com' }).expect(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe("If an account exists for this email, we've sent it a link to reset the password.");
    const mail = await t.waitForMail(person.email, /Reset your Estate Coach password/);
    expect(mail.actionUrl).toMatch(/^http:\/\/localhost:\d+\/reset-password\?token=[\w-]{43}$/);
    await t.mailSettled();
    expect((await t.outbox()).filter((m) => m.to === 'nobody@example.com')).toHaveLength(0);
    const row = await t.server.db.passwordResetToken.findUniqueOrThrow({ where: { tokenHash: hashVerificationToken(linkToken(mail)) } });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeCloseTo(3_600_000, -4);
  });

  it('when the request claims another Origin, then the link still points at this server', async () => {
    const person = await t.createUser();
    await t.request.post('/api/auth/forgot-password').set('Origin', 'https://evil.example').set('Host', 'evil.example').send({ email: person.email }).expect(200);
    const mail = await t.waitForMail(person.email, /Reset/);
    expect(mail.actionUrl).not.toContain('evil.example');
  });
});

describe('reset password', () => {
  it('when the link is used, then the new password works, the old one not, and every session is signed out', async () => {
    const person = await t.createUser();
    const elsewhere = await t.tokenFor(person);
    const token = await requestLink(person.email);
    const res = await t.request.post('/api/auth/reset-password').send({ token, password: 'brand-new-2026' }).expect(200);
    expect(res.body.message).toBe('Your password has been changed. Sign in with the new one.');
    await t.request.get('/api/auth/user').set(bearer(elsewhere)).expect(401);
    await t.request.post('/api/auth/login').send({ email: person.email, password: person.password }).expect(401);
    const login = await t.request.post('/api/auth/login').send({ email: person.email, password: 'brand-new-2026' }).expect(200);
    expect(login.body.token).toMatch(/^ey/);
  });

  it('when the link is used twice, then the second time is refused', async () => {
    const person = await t.createUser();
    const token = await requestLink(person.email);
    await t.request.post('/api/auth/reset-password').send({ token, password: 'brand-new-2026' }).expect(200);
    const again = await t.request.post('/api/auth/reset-password').send({ token, password: 'another-one-2026' }).expect(400);
    expect(again.body.message).toBe('Invalid or expired password reset link');
  });

  it('when the link is older than an hour, forged, or replaced by a newer one, then it is refused in the caller language', async () => {
    const person = await t.createUser();
    const old = await requestLink(person.email);
    const expired = await requestLink(person.email);
    await t.server.db.passwordResetToken.updateMany({ where: { tokenHash: hashVerificationToken(expired) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await t.request.post('/api/auth/reset-password').send({ token: old, password: 'brand-new-2026' }).expect(400);
    const ru = await t.request.post('/api/auth/reset-password').set('Accept-Language', 'ru').send({ token: expired, password: 'brand-new-2026' }).expect(400);
    expect(ru.body.message).toBe('Ссылка для сброса пароля недействительна или устарела');
    await t.request.post('/api/auth/reset-password').send({ token: 'A'.repeat(43), password: 'brand-new-2026' }).expect(400);
    await t.request.post('/api/auth/login').send({ email: person.email, password: person.password }).expect(200);
  });

  it('when the new password is too common, then it is refused and the link still works for a better one', async () => {
    const person = await t.createUser();
    const token = await requestLink(person.email);
    const weak = await t.request.post('/api/auth/reset-password').send({ token, password: 'password1' }).expect(400);
    expect(weak.body.message).toMatch(/too common/);
    await t.request.post('/api/auth/reset-password').send({ token, password: 'brand-new-2026' }).expect(200);
  });

  it('when an unverified account resets its password, then the address counts as verified (the link proved it)', async () => {
    const person = await t.createUser('user', false);
    const token = await requestLink(person.email);
    await t.request.post('/api/auth/reset-password').send({ token, password: 'brand-new-2026' }).expect(200);
    const login = await t.request.post('/api/auth/login').send({ email: person.email, password: 'brand-new-2026' }).expect(200);
    expect(login.body.token).toMatch(/^ey/);
  });
});

describe('rate limits', () => {
  it('when one address asks for many reset links, then it is slowed down with 429', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_EMAIL: '3' });
    try {
      for (let i = 0; i < 3; i += 1) await limited.request.post('/api/auth/forgot-password').send({ email: 'someone@example.com' }).expect(200);
      const res = await limited.request.post('/api/auth/forgot-password').send({ email: 'someone@example.com' }).expect(429);
      expect(res.body.message).toMatch(/Too many attempts/);
    } finally {
      await limited.close();
    }
  });
});
