import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
