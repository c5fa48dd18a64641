import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let agent: { Authorization: string };
let admin: { Authorization: string };
let agentId: number;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  agent = { Authorization: `Bearer ${await t.tokenFor(t.agent)}` };
  admin = { Authorization: `Bearer ${await t.tokenFor(t.admin)}` };
  agentId = (await t.request.get('/api/auth/user').set(agent)).body.id;
  adminId = (await t.request.get('/api/auth/user').set(admin)).body.id;
});
afterAll(() => t.close());

describe('GET /api/users/:id/daily-challenge', () => {
  it('when the user asks for theirs, then one active challenge comes with the streak, the same on every call', async () => {
    const first = await t.request.get(`/api/users/${agentId}/daily-challenge`).set(agent).expect(200);
    expect(first.body).toMatchObject({ day: new Date().toISOString().slice(0, 10), streak: 0 });
    expect(first.body.challenge).toEqual({ id: expect.any(Number), title: expect.any(String), description: expect.any(String) });
    const again = await t.request.get(`/api/users/${agentId}/daily-challenge`).set(agent).expect(200);
    expect(again.body).toEqual({ ...first.body, notified: false });
  });

  it("when a user asks for someone else's, then it is forbidden; an admin may", async () => {
    await t.request.get(`/api/users/${adminId}/daily-challenge`).set(agent).expect(403);
    await t.request.get(`/api/users/${agentId}/daily-challenge`).set(admin).expect(200);
  });

  it('when signed out, then it is refused', async () => {
    await t.request.get(`/api/users/${agentId}/daily-challenge`).expect(401);
  });

  it('when a day far from today is asked for, then the request is invalid', async () => {
    await t.request.get(`/api/users/${agentId}/daily-challenge?day=2001-01-01`).set(agent).expect(400);
  });

  it("when the day's challenge is deactivated, then another active one replaces it", async () => {
    const before = (await t.request.get(`/api/users/${agentId}/daily-challenge`).set(agent)).body.challenge;
    await t.server.db.challenge.update({ where: { id: before.id }, data: { isActive: false } });
    const after = (await t.request.get(`/api/users/${agentId}/daily-challenge`).set(agent).expect(200)).body.challenge;
    expect(after.id).not.toBe(before.id);
    await t.server.db.challenge.update({ where: { id: before.id }, data: { isActive: true } });
  });

  it('when no challenge is active, then there is none and the streak still comes', async () => {
    await t.server.db.challenge.updateMany({ data: { isActive: false } });
    const res = await t.request.get(`/api/users/${adminId}/daily-challenge`).set(admin).expect(200);
    expect(res.body).toMatchObject({ challenge: null, streak: 0 });
    await t.server.db.challenge.updateMany({ data: { isActive: true } });
  });
});

describe('GET /api/users/:id/activity', () => {
  it('when the user has no sessions, calls or quizzes yet, then the list is empty', async () => {
    const res = await t.request.get(`/api/users/${agentId}/activity`).set(agent).expect(200);
    expect(res.body).toEqual({ items: [] });
  });
  it("when a user asks for someone else's, then it is forbidden", async () => {
    await t.request.get(`/api/users/${adminId}/activity`).set(agent).expect(403);
  });
});
