import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('saving one phrase at once', () => {
  it('when the same phrase is saved ten times at the same moment, then every save answers the one stored copy', async () => {
    const person = await t.createUser();
    const token = await t.sessionToken(person.id);
    const body = { text: 'What would make this the right home for you?', source: 'chat' };
    const saves = await Promise.all(Array.from({ length: 10 }, () => t.request.post('/api/saved-phrases').set('Authorization', `Bearer ${token}`).send(body)));
    expect(saves.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(new Set(saves.map((r) => r.body.id)).size).toBe(1);
    expect(await t.server.db.savedPhrase.count({ where: { userId: person.id } })).toBe(1);
  });
});
