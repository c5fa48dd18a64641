import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('profile', () => {
  it('when the user saves a new name and username, then /api/auth/user shows them', async () => {
    const me = await t.createUser();
    const token = await t.sessionToken(me.id);
    const res = await t.request.patch('/api/auth/profile').set(bearer(token)).send({ name: 'Riley Stone', username: 'Riley.Stone' }).expect(200);
    expect(res.body).toMatchObject({ id: me.id, name: 'Riley Stone', username: 'riley.stone' });
    const current = await t.request.get('/api/auth/user').set(bearer(token)).expect(200);
    expect(current.body).toMatchObject({ name: 'Riley Stone', username: 'riley.stone' });
  });
  it('when the username belongs to someone else, then 409 and the profile is unchanged', async () => {
    const me = await t.createUser();
    const token = await t.sessionToken(me.id);
    const res = await t.request.patch('/api/auth/profile').set(bearer(token)).send({ name: 'Copycat', username: 'alex' }).expect(409);
    expect(res.body.message).toBe('This username is already taken');
    expect((await t.server.db.user.findUniqueOrThrow({ where: { id: me.id } })).name).toBe(me.name);
  });
  it('when the user keeps their own username, then saving works', async () => {
    const me = await t.createUser();
    const token = await t.sessionToken(me.id);
    const { username } = await t.server.db.user.findUniqueOrThrow({ where: { id: me.id } });
    await t.request.patch('/api/auth/profile').set(bearer(token)).send({ name: 'Same Handle', username }).expect(200);
  });
  it('when a field is invalid, then 400 with the shared schema message', async () => {
    const token = await t.sessionToken((await t.createUser()).id);
    const res = await t.request.patch('/api/auth/profile').set(bearer(token)).send({ name: 'X', username: 'no spaces' }).expect(400);
    expect(res.body.message).toBe('Use letters, digits, dot, dash or underscore');
  });
});

describe('password change', () => {
  it('when the current password is right, then the new one works, the old one not, and other sessions end', async () => {
    const me = await t.createUser();
    const here = await t.tokenFor(me);
    const elsewhere = await t.tokenFor(me);
    const res = await t.request.post('/api/auth/password').set(bearer(here)).send({ currentPassword: me.password, newPassword: 'new-listing-2026' }).expect(200);
    expect(res.body.message).toBe('Your password has been changed.');
    await t.request.get('/api/auth/user').set(bearer(here)).expect(200);
    await t.request.get('/api/auth/user').set(bearer(elsewhere)).expect(401);
    await t.request.post('/api/auth/login').send({ email: me.email, password: me.password }).expect(401);
    await t.request.post('/api/auth/login').send({ email: me.email, password: 'new-listing-2026' }).expect(200);
  });
  it('when the current password is wrong, then 400 and nothing changes', async () => {
    const me = await t.createUser();
    const token = await t.sessionToken(me.id);
    const res = await t.request.post('/api/auth/password').set(bearer(token)).send({ currentPassword: 'guess-guess', newPassword: 'new-listing-2026' }).expect(400);
    expect(res.body.message).toBe('Your current password is not correct');
    await t.request.post('/api/auth/login').send({ email: me.email, password: me.password }).expect(200);
  });
  it('when the new password is short or common, then it is refused', async () => {
    const me = await t.createUser();
    const token = await t.sessionToken(me.id);
    const short = await t.request.post('/api/auth/password').set(bearer(token)).send({ currentPassword: me.password, newPassword: 'abc' }).expect(400);
    expect(short.body.message).toBe('Password must be at least 6 characters');
    const common = await t.request.post('/api/auth/password').set(bearer(token)).send({ currentPassword: me.password, newPassword: 'football' }).expect(400);
    expect(common.body.message).toMatch(/too common/);
  });
  it('when nobody is signed in, then 401', async () => {
    await t.request.post('/api/auth/password').send({ currentPassword: 'a', newPassword: 'b' }).expect(401);
    await t.request.patch('/api/auth/profile').send({ name: 'a', username: 'abc' }).expect(401);
  });
});
