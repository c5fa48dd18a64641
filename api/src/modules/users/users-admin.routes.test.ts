import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summarizeUsers } from '@app/contracts/admin';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let adminToken: string;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, 'Accept-Language': 'en' });
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.sessionToken(t.admin.id);
}, 60_000);
afterAll(() => t.close());

describe('admin users', () => {
  it('when listed by an admin, then every account comes with its quiz and practice figures', async () => {
    const res = await t.request.get('/api/admin/users').set(bearer(adminToken)).expect(200);
    const admin = res.body.find((u: { id: number }) => u.id === t.admin.id);
    expect(admin).toMatchObject({ email: t.admin.email, role: 'admin', totalQuizzes: expect.any(Number), averageScore: expect.any(Number), streak: expect.any(Number) });
    expect(res.body[0]).not.toHaveProperty('passwordHash');
    expect(summarizeUsers(res.body).admins).toBeGreaterThanOrEqual(1);
  });

  it('when a non-admin or nobody calls, then 401/403 and nothing changes', async () => {
    const victim = await t.createUser();
    const userToken = await t.sessionToken(t.agent.id);
    await t.request.get('/api/admin/users').expect(401);
    await t.request.put(`/api/admin/users/${victim.id}`).send({ name: 'Hacked', email: victim.email, role: 'admin' }).expect(401);
    await t.request.put(`/api/admin/users/${victim.id}`).set(bearer(userToken)).send({ name: 'Hacked', email: victim.email, role: 'admin' }).expect(403);
    await t.request.delete(`/api/admin/users/${victim.id}`).set(bearer(userToken)).expect(403);
    const row = await t.server.db.user.findUniqueOrThrow({ where: { id: victim.id } });
    expect(row).toMatchObject({ name: victim.name, role: 'user' });
    expect(await t.server.db.auditLog.count({ where: { entity: 'user', entityId: String(victim.id) } })).toBe(0);
  });

  it('when the body is invalid, then 400 with the field messages', async () => {
    const someone = await t.createUser();
    const res = await t.request.put(`/api/admin/users/${someone.id}`).set(bearer(adminToken)).send({ name: '', email: 'not-an-email', role: 'owner' }).expect(400);
    const messages = Object.fromEntries(res.body.fields.map((f: { path: string; message: string }) => [f.path, f.message]));
    expect(messages).toMatchObject({ name: 'This field is required', email: 'Enter a valid email address' });
    expect(messages.role).toBeTruthy();
  });

  it('when an admin edits a user, then the change is stored and the audit log has who, before and after', async () => {
    const someone = await t.createUser();
    const res = await t.request.put(`/api/admin/users/${someone.id}`).set(bearer(adminToken)).send({ name: 'Renamed Agent', email: 'Renamed@Example.com', role: 'admin' }).expect(200);
    expect(res.body).toMatchObject({ id: someone.id, name: 'Renamed Agent', email: 'renamed@example.com', role: 'admin' });
    const log = await t.request.get('/api/admin/audit-log').query({ entity: 'user' }).set(bearer(adminToken)).expect(200);
    expect(log.body[0]).toMatchObject({
      actorId: t.admin.id,
      actorName: t.admin.name,
      action: 'update',
      entity: 'user',
      entityId: String(someone.id),
      before: { name: someone.name, role: 'user' },
      after: { name: 'Renamed Agent', role: 'admin' },
    });
  });

  it('when an admin demotes another admin, then that admin is refused at the next call', async () => {
    const other = await t.createUser('admin');
    const otherToken = await t.sessionToken(other.id);
    await t.request.get('/api/admin/users').set(bearer(otherToken)).expect(200);
    await t.request.put(`/api/admin/users/${other.id}`).set(bearer(adminToken)).send({ name: other.name, email: other.email, role: 'user' }).expect(200);
    await t.request.get('/api/admin/users').set(bearer(otherToken)).expect(403);
  });

  it("when the e-mail belongs to someone else, then 409 and the user keeps theirs", async () => {
    const someone = await t.createUser();
    const res = await t.request.put(`/api/admin/users/${someone.id}`).set(bearer(adminToken)).send({ name: 'X', email: t.agent.email, role: 'user' }).expect(409);
    expect(res.body.message).toBe('Another account already uses this e-mail');
    expect((await t.server.db.user.findUniqueOrThrow({ where: { id: someone.id } })).email).toBe(someone.email);
  });

  it('when an admin removes their own admin role or deletes themselves, then 409 and nothing changes', async () => {
    const put = await t.request.put(`/api/admin/users/${t.admin.id}`).set(bearer(adminToken)).send({ name: 'Admin', email: t.admin.email, role: 'user' }).expect(409);
    expect(put.body.message).toBe('You cannot remove your own admin role');
    const del = await t.request.delete(`/api/admin/users/${t.admin.id}`).set(bearer(adminToken)).expect(409);
    expect(del.body.message).toBe('You cannot delete your own account');
    expect((await t.server.db.user.findUniqueOrThrow({ where: { id: t.admin.id } })).role).toBe('admin');
  });

  it('when one of two admins deletes the other, then the deleted admin is signed out at once and the last admin cannot demote themselves', async () => {
    // Make every other admin a user, so exactly two admins remain: the seeded one and "second".
    const second = await t.createUser('admin');
    await t.server.db.user.updateMany({ where: { role: 'admin', id: { notIn: [t.admin.id, second.id] } }, data: { role: 'user' } });
    const secondToken = await t.sessionToken(second.id);
    // Deleting the seeded admin is allowed while two exist; then "second" is the last admin.
    await t.request.delete(`/api/admin/users/${t.admin.id}`).set(bearer(secondToken)).expect(204);
    expect(await t.server.db.user.count({ where: { role: 'admin' } })).toBe(1);
    // The deleted admin's session stops working at once.
    await t.request.get('/api/admin/users').set(bearer(adminToken)).expect(401);
    await t.request.get('/api/auth/user').set(bearer(adminToken)).expect(401);
    // The last admin can neither demote nor delete themselves.
    const res = await t.request.put(`/api/admin/users/${second.id}`).set(bearer(secondToken)).send({ name: 'S', email: second.email, role: 'user' }).expect(409);
    expect(res.body.message).toBe('You cannot remove your own admin role');
    expect(await t.server.db.user.count({ where: { role: 'admin' } })).toBe(1);
  });
});
