import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token: string) => t.request.get('/api/auth/user').set('Authorization', `Bearer ${token}`);

/** A token whose session is already in the cache (it has been used once). */
async function warmToken(userId: number) {
  const token = await t.sessionToken(userId);
  await me(token).expect(200);
  await me(token).expect(200);
  return token;
}

describe('session cache: revocation is immediate', () => {
  it('when the user logs out, then the next request with the cached token is refused', async () => {
    const user = await t.createUser();
    const token = await warmToken(user.id);
    await t.request.post('/api/auth/logout').set('Authorization', `Bearer ${token}`).expect(204);
    await me(token).expect(401);
  });

  it('when any code revokes the session row, then the cached token is refused at once', async () => {
    const user = await t.createUser();
    const token = await warmToken(user.id);
    await t.server.db.authSession.updateMany({ where: { userId: user.id }, data: { revokedAt: new Date() } });
    await me(token).expect(401);
  });

  it('when the session is shortened to now, then the cached token is refused at once', async () => {
    const user = await t.createUser();
    const token = await warmToken(user.id);
    const [session] = await t.server.db.authSession.findMany({ where: { userId: user.id } });
    await t.server.db.authSession.update({ where: { id: session.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await me(token).expect(401);
  });

  it('when the user is deleted, then the cached token is refused at once', async () => {
    const user = await t.createUser();
    const token = await warmToken(user.id);
    await t.server.db.authSession.deleteMany({ where: { userId: user.id } });
    await t.server.db.user.delete({ where: { id: user.id } });
    await me(token).expect(401);
  });

  it('when an admin loses the role, then the cached token stops being admin at once', async () => {
    const admin = await t.createUser('admin');
    const token = await warmToken(admin.id);
    const adminOnly = () => t.request.get('/mfe-manifest.json').set('Authorization', `Bearer ${token}`);
    expect((await adminOnly()).body.remotes.some((r: { name: string }) => r.name === 'mfe_admin')).toBe(true);
    await t.server.db.user.updateMany({ where: { email: admin.email }, data: { role: 'user' } });
    expect((await adminOnly()).body.remotes.some((r: { name: string }) => r.name === 'mfe_admin')).toBe(false);
  });

  it('when the e-mail of a cached session gets verified, then what needs a verified e-mail is allowed at once', async () => {
    const user = await t.createUser();
    await t.server.db.user.update({ where: { id: user.id }, data: { emailVerifiedAt: null } });
    const token = await warmToken(user.id);
    const subscribe = () => t.request.post('/api/push/subscriptions').set('Authorization', `Bearer ${token}`).send({});
    expect((await subscribe()).status).toBe(403);
    await t.server.db.user.update({ where: { id: user.id }, data: { emailVerifiedAt: new Date() } });
    expect((await subscribe()).status).toBe(400);
  });

  it('when the cache is off (several instances), then a revocation written by another process is seen at once', async () => {
    const shared = await createTestApp({ SESSION_CACHE: 'false' });
    try {
      const user = await shared.createUser();
      const token = await shared.sessionToken(user.id);
      const meShared = () => shared.request.get('/api/auth/user').set('Authorization', `Bearer ${token}`);
      await meShared().expect(200);
      // Another instance's write: straight to the database, not through this server's client.
      const { createDb } = await import('../db');
      const other = createDb(shared.config.DATABASE_URL);
      await other.authSession.updateMany({ where: { userId: user.id }, data: { revokedAt: new Date() } });
      await other.$disconnect();
      await meShared().expect(401);
    } finally {
      await shared.close();
    }
  });
});
