import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const demote = async (actorId: number, target: { id: number; name: string; email: string }) =>
  t.request.put(`/api/admin/users/${target.id}`).set('Authorization', `Bearer ${await t.sessionToken(actorId)}`).send({ name: target.name, email: target.email, role: 'user' });

describe('admins changing each other at once', () => {
  it('when the last two admins demote each other at the same moment, then one change wins, the other is refused and one admin is left', async () => {
    let survivor = t.admin as { id: number; name: string; email: string };
    for (let round = 0; round < 5; round += 1) {
      const other = await t.createUser('admin');
      expect(await t.server.db.user.count({ where: { role: 'admin' } })).toBe(2);
      const [a, b] = await Promise.all([demote(survivor.id, other), demote(other.id, survivor)]);
      const statuses = [a.status, b.status].sort();
      expect(statuses[0], JSON.stringify([a.body, b.body])).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      expect(await t.server.db.user.count({ where: { role: 'admin' } })).toBe(1);
      survivor = await t.server.db.user.findFirstOrThrow({ where: { role: 'admin' } });
    }
  });

  it('when an admin is deleted twice at once, then one answers 204 and the other 404, never 500', async () => {
    const target = await t.createUser();
    // Whichever admin the test above left.
    const admin = await t.server.db.user.findFirstOrThrow({ where: { role: 'admin' } });
    const token = await t.sessionToken(admin.id);
    const answers = await Promise.all([1, 2].map(() => t.request.delete(`/api/admin/users/${target.id}`).set('Authorization', `Bearer ${token}`)));
    expect(answers.map((r) => r.status).sort()).toEqual([204, 404]);
  });
});
