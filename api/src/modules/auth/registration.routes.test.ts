import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, linkToken, type TestApp } from '../../test/test-app';
import { hashVerificationToken } from './verification-token';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
function newcomer(overrides: Record<string, string> = {}) {
  counter += 1;
  return { name: 'Nina Park', username: `nina${counter}`, email: `nina${counter}@example.com`, password: 'open-house-2026', ...overrides };
}

async function registerAndReadLink(body = newcomer()) {
  await t.request.post('/api/auth/register').send(body).expect(201);
  const mail = await t.waitForMail(body.email, /verify/i);
  return { body, token: linkToken(mail) };
}

describe('registration', () => {
  it('when a newcomer registers, then the answer is a working token (spec 000 §7) and both mails go out', async () => {
    const body = newcomer({ email: 'Mixed.Case@Example.com', username: 'Mixed_Case' });
    const res = await t.request.post('/api/auth/register').send(body).expect(201);
    expect(res.body.token).toMatch(/^ey/);
    expect(res.body.message).toMatch(/welcome email/);
    expect(String(res.headers['set-cookie'])).toMatch(/session=.*HttpOnly/i);
    const me = await t.request.get('/api/auth/user').set('Authorization', `Bearer ${res.body.token}`).expect(200);
    expect(me.body).toMatchObject({ email: 'mixed.case@example.com', username: 'mixed_case', emailVerified: false });
    const user = await t.server.db.user.findUniqueOrThrow({ where: { email: 'mixed.case@example.com' } });
    expect(user).toMatchObject({ role: 'user', emailVerifiedAt: null });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const verify = await t.waitForMail('mixed.case@example.com', /Verify your email/);
    expect(verify.actionUrl).toMatch(/^http:\/\/localhost:\d+\/verify-email\?token=[\w-]{43}$/);
    expect(verify.text).toContain(verify.actionUrl);
    await t.waitForMail('mixed.case@example.com', /Welcome to Estate Coach/);
  });

  it('when the request names another Origin, Host or forwarded host, then the mailed link still points at the server itself', async () => {
    const body = newcomer();
    await t.request
      .post('/api/auth/register')
      .set('Origin', 'https://evil.example')
      .set('X-Forwarded-Host', 'evil.example')
      .send(body)
      .expect(201);
    const mail = await t.waitForMail(body.email, /verify/i);
    expect(mail.actionUrl).toMatch(/^http:\/\/localhost:\d+\/verify-email\?token=/);
    expect(mail.text).not.toContain('evil.example');
  });

  it('when the account is not verified yet, then a later login answers requiresVerification without a token or cookie (spec 000 §8)', async () => {
    const { body } = await registerAndReadLink();
    const res = await t.request.post('/api/auth/login').send({ email: body.email, password: body.password }).expect(200);
    expect(res.body).toEqual({ requiresVerification: true, message: 'Please check your email and verify your account before logging in.' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('when the password is shorter than 6 characters, then 400 with the spec message, in Russian too', async () => {
    const en = await t.request.post('/api/auth/register').send(newcomer({ password: '12345' })).expect(400);
    expect(en.body.message).toBe('Password must be at least 6 characters');
    const ru = await t.request.post('/api/auth/register').set('Accept-Language', 'ru').send(newcomer({ password: '12345' })).expect(400);
    expect(ru.body.message).toBe('Пароль должен содержать не менее 6 символов');
  });

  it('when the password is one of the most common, then it is refused with a clear message', async () => {
    for (const password of ['password', 'qwerty123', 'Password1', 'iloveyou']) {
      const res = await t.request.post('/api/auth/register').send(newcomer({ password })).expect(400);
      expect(res.body.message).toBe('This password is too common. Please choose one that is harder to guess.');
    }
  });

  it('when a field is missing or malformed, then 400 names it in the caller language', async () => {
    const res = await t.request.post('/api/auth/register').send({ ...newcomer(), email: 'not-an-email' }).expect(400);
    expect(res.body).toMatchObject({ error: 'validation', message: 'Enter a valid email address' });
    const ru = await t.request.post('/api/auth/register').set('Accept-Language', 'ru').send({ ...newcomer(), name: '' }).expect(400);
    expect(ru.body.message).toBe('Это поле обязательно');
  });

  it('when the name holds a line break, NUL, a bidi override or a lone surrogate, then 400 with a clear message and no account', async () => {
    const cases: [string, string][] = [
      ['Nina\r\nBcc: victim@example.com', 'This must be a single line'],
      ['Nina\u0000Park', 'Remove invisible or control characters from this text'],
      ['Nina\u202EkraP', 'Remove invisible or control characters from this text'],
      ['Nina\uD800', 'Remove invisible or control characters from this text'],
    ];
    for (const [name, message] of cases) {
      const body = newcomer({ name });
      const res = await t.request.post('/api/auth/register').send(body).expect(400);
      expect(res.body.message).toBe(message);
      expect(await t.server.db.user.count({ where: { email: body.email } })).toBe(0);
    }
    const ru = await t.request.post('/api/auth/register').set('Accept-Language', 'ru').send(newcomer({ name: 'a\nb' })).expect(400);
    expect(ru.body.message).toBe('Значение должно быть в одну строку');
  });

  it('when the e-mail already has an account, then 409 says so in the caller language and nothing changes', async () => {
    const before = await t.server.db.user.findUniqueOrThrow({ where: { email: t.agent.email } });
    const dup = await t.request.post('/api/auth/register').send(newcomer({ email: t.agent.email.toUpperCase(), password: 'taken-over-2026' })).expect(409);
    expect(dup.body).toMatchObject({ error: 'conflict', message: 'An account with this email already exists' });
    expect(dup.body.token).toBeUndefined();
    const ru = await t.request.post('/api/auth/register').set('Accept-Language', 'ru').send(newcomer({ email: t.agent.email })).expect(409);
    expect(ru.body.message).toBe('Аккаунт с этим email уже существует');
    const after = await t.server.db.user.findUniqueOrThrow({ where: { email: t.agent.email } });
    expect(after.passwordHash).toBe(before.passwordHash);
    await t.request.post('/api/auth/login').send({ email: t.agent.email, password: 'taken-over-2026' }).expect(401);
  });

  it('when the username is taken, then 409 says so', async () => {
    const first = newcomer();
    await t.request.post('/api/auth/register').send(first).expect(201);
    const res = await t.request.post('/api/auth/register').send(newcomer({ username: first.username.toUpperCase() })).expect(409);
    expect(res.body).toMatchObject({ error: 'conflict', message: 'This username is already taken' });
  });

  it('when two sign-ups race for one e-mail, then one gets a token and the other 409', async () => {
    const body = newcomer();
    const [a, b] = await Promise.all([
      t.request.post('/api/auth/register').send(body),
      t.request.post('/api/auth/register').send({ ...body, username: `${body.username}x` }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await t.server.db.user.count({ where: { email: body.email } })).toBe(1);
  });
});

describe('e-mail verification', () => {
  it('when the link is opened, then the e-mail is verified without signing the visitor in, and the person signs in', async () => {
    const { body, token } = await registerAndReadLink();
    const res = await t.request.get('/api/auth/verify-email').query({ token }).expect(200);
    // A link opened from another site must not sign the visitor in to this account (login CSRF).
    expect(res.body).toEqual({ message: 'Your email has been verified.' });
    expect(res.headers['set-cookie']).toBeUndefined();
    const login = await t.request.post('/api/auth/login').send({ email: body.email, password: body.password }).expect(200);
    const me = await t.request.get('/api/auth/user').set('Authorization', `Bearer ${login.body.token}`).expect(200);
    expect(me.body).toMatchObject({ email: body.email, emailVerified: true });
  });

  it('when the token is stored, then only its hash is in the database', async () => {
    const { body, token } = await registerAndReadLink();
    const user = await t.server.db.user.findUniqueOrThrow({ where: { email: body.email } });
    const rows = await t.server.db.emailVerificationToken.findMany({ where: { userId: user.id } });
    expect(rows.map((r) => r.tokenHash)).toEqual([hashVerificationToken(token)]);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBeCloseTo(24 * 3_600_000, -4);
  });

  it('when the link is used a second time, then it is refused', async () => {
    const { token } = await registerAndReadLink();
    await t.request.get('/api/auth/verify-email').query({ token }).expect(200);
    const again = await t.request.get('/api/auth/verify-email').query({ token }).expect(400);
    expect(again.body.message).toBe('Invalid or expired verification link');
    expect(again.body.token).toBeUndefined();
  });

  it('when the link is older than 24 hours, then it is refused and the account stays unverified', async () => {
    const { body, token } = await registerAndReadLink();
    await t.server.db.emailVerificationToken.updateMany({
      where: { tokenHash: hashVerificationToken(token) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const res = await t.request.get('/api/auth/verify-email').set('Accept-Language', 'ru').query({ token }).expect(400);
    expect(res.body.message).toBe('Ссылка для подтверждения недействительна или устарела');
    const user = await t.server.db.user.findUniqueOrThrow({ where: { email: body.email } });
    expect(user.emailVerifiedAt).toBeNull();
  });

  it('when the token is forged or missing, then it is refused', async () => {
    await registerAndReadLink();
    const forged = await t.request.get('/api/auth/verify-email').query({ token: 'A'.repeat(43) }).expect(400);
    expect(forged.body.message).toBe('Invalid or expired verification link');
    await t.request.get('/api/auth/verify-email').expect(400);
  });
});

describe('resend verification', () => {
  it('when the e-mail is unknown, verified or waiting, then the answer is identical and only the waiting one gets mail', async () => {
    const { body, token: oldToken } = await registerAndReadLink();
    const answers = await Promise.all(
      ['ghost@example.com', t.agent.email, body.email].map((email) => t.request.post('/api/auth/resend-verification').send({ email }).expect(200)),
    );
    expect(answers.map((a) => a.body)).toEqual(Array(3).fill(answers[0]!.body));
    expect(answers[0]!.body.message).toMatch(/we've sent it a new link/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const mails = await t.outbox();
    expect(mails.filter((m) => m.to === 'ghost@example.com')).toHaveLength(0);
    expect(mails.filter((m) => m.to === t.agent.email && /verify/i.test(m.subject))).toHaveLength(0);
    const verifyMails = mails.filter((m) => m.to === body.email && /verify/i.test(m.subject));
    expect(verifyMails).toHaveLength(2);
    const newToken = linkToken(verifyMails.at(-1)!);
    expect(newToken).not.toBe(oldToken);
    // Only the latest link works.
    await t.request.get('/api/auth/verify-email').query({ token: oldToken }).expect(400);
    await t.request.get('/api/auth/verify-email').query({ token: newToken }).expect(200);
  });

  it('when the e-mail is empty, then 400 asks for it', async () => {
    const res = await t.request.post('/api/auth/resend-verification').send({ email: '' }).expect(400);
    expect(res.body.message).toBe('This field is required');
  });
});
