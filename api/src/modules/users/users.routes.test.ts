import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('GET /api/user/:id', () => {
  it('when users ask for themselves, then they get name, streak, role, averageScore and totalSessions', async () => {
    const token = await t.sessionToken(t.agent.id);
    const res = await t.request.get(`/api/user/${t.agent.id}`).set(bearer(token)).expect(200);
    expect(res.body).toEqual({ id: t.agent.id, name: 'Alex Morgan', username: 'alex', role: 'user', streak: 0, averageScore: 0, totalSessions: 0, discProfile: null });
  });
  it('when a user asks for someone else, then 403, whether that id exists or not', async () => {
    const token = await t.sessionToken(t.agent.id);
    await t.request.get(`/api/user/${t.admin.id}`).set(bearer(token)).expect(403);
    await t.request.get('/api/user/99999').set(bearer(token)).expect(403);
  });
  it('when an admin asks for anyone, then it is answered, and 404 for an unknown id', async () => {
    const token = await t.sessionToken(t.admin.id);
    const res = await t.request.get(`/api/user/${t.agent.id}`).set(bearer(token)).expect(200);
    expect(res.body.name).toBe('Alex Morgan');
    await t.request.get('/api/user/99999').set(bearer(token)).expect(404);
  });
  it('when nobody is signed in, then 401; when the id is not a number, then 400', async () => {
    await t.request.get(`/api/user/${t.agent.id}`).expect(401);
    const token = await t.sessionToken(t.agent.id);
    await t.request.get('/api/user/me').set(bearer(token)).expect(400);
  });
});
