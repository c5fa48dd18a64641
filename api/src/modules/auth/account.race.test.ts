import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('account deletion submitted twice', () => {
  it('when the deletion is sent three times at once, then one deletes the account and the others answer 401 or 404, never 500', async () => {
    const person = await t.createUser();
    const token = await t.sessionToken(person.id);
    const answers = await Promise.all([1, 2, 3].map(() => t.request.delete('/api/auth/account').set('Authorization', `Bearer ${token}`).send({ password: person.password })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses[0]).toBe(204);
    for (const status of statuses.slice(1)) expect([401, 404]).toContain(status);
    expect(await t.server.db.user.count({ where: { id: person.id } })).toBe(0);
  });
});
