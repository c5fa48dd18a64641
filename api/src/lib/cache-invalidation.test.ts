import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { hasNestedWrites, rawWrite, userOf, withCacheInvalidation } from './cache-invalidation';
import { createDb } from './db';
import { createReadCache } from './read-cache';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = async (token: string) => (await t.request.get('/api/auth/user').set('Authorization', `Bearer ${token}`).expect(200)).body;
const history = async (token: string, userId: number) =>
  (await t.request.get(`/api/users/${userId}/sessions`).set('Authorization', `Bearer ${token}`).expect(200)).body as { id: number; messageCount: number }[];

async function signedIn() {
  const user = await t.createUser();
  const token = await t.sessionToken(user.id);
  await me(token);
  await me(token);
  return { user, token };
}

describe('cached reads follow every write at once', () => {
  it('when the profile is changed through the API, then the current user shows it on the next read', async () => {
    const { user, token } = await signedIn();
    await t.request.patch('/api/auth/profile').set('Authorization', `Bearer ${token}`).send({ name: 'Renamed Agent', username: `renamed${user.id}` }).expect(200);
    expect((await me(token)).name).toBe('Renamed Agent');
  });

  it('when any code writes the user row by id, by another filter or by raw SQL, then the current user shows it', async () => {
    const { user, token } = await signedIn();
    await t.server.db.user.update({ where: { id: user.id }, data: { xp: 1234 } });
    expect((await me(token)).xp).toBe(1234);
    await t.server.db.user.updateMany({ where: { email: user.email }, data: { streak: 7 } });
    expect((await me(token)).streak).toBe(7);
    await t.server.db.$executeRaw`UPDATE "User" SET "totalSessions" = 42 WHERE "id" = ${user.id}`;
    expect((await me(token)).totalSessions).toBe(42);
  });

  it('when a session is started and a message sent, then the history list shows both at once', async () => {
    const { user, token } = await signedIn();
    const auth = (r: ReturnType<typeof t.request.post>) => r.set('Authorization', `Bearer ${token}`);
    expect(await history(token, user.id)).toEqual([]);
    const session = (await auth(t.request.post('/api/sessions')).send({ scenarioId: 'property-inquiry', personality: 'S', difficulty: 'easy' }).expect(201)).body;
    await auth(t.request.post('/api/messages')).send({ sessionId: session.id, content: 'Hello, I would love to help you find a home. What matters most to you?' }).expect(201);
    const after = await history(token, user.id);
    expect(after.map((s) => s.id)).toEqual([session.id]);
    const count = after[0].messageCount;
    await auth(t.request.post('/api/messages')).send({ sessionId: session.id, content: 'How many bedrooms would suit your family?' }).expect(201);
    expect((await history(token, user.id))[0].messageCount).toBe(count + 2);
  });
});

describe('what a write reaches', () => {
  it('when a write names its user plainly, then that user is affected; otherwise anyone may be', () => {
    expect(userOf({ model: 'user', operation: 'update', args: { where: { id: 3 } } })).toBe(3);
    expect(userOf({ model: 'chatSession', operation: 'create', args: { data: { userId: 5 } } })).toBe(5);
    expect(userOf({ model: 'chatSession', operation: 'updateMany', args: { where: { id: 9 } } })).toBeUndefined();
    expect(userOf({ model: 'notification', operation: 'createMany', args: { data: [{ userId: 1 }, { userId: 2 }] } })).toBeUndefined();
    expect(userOf({ model: 'user', operation: 'updateMany', args: { where: { email: 'a@b.c' } } })).toBeUndefined();
  });

  it('when a write carries relation operations, then it is seen as reaching other tables', () => {
    expect(hasNestedWrites({ data: { userId: 1, messages: { create: { content: 'x' } } } })).toBe(true);
    expect(hasNestedWrites({ data: { name: 'x', updatedAt: new Date() } })).toBe(false);
  });

  it('when a write carries relation operations, then every cached read is dropped, since the tables it reaches go unnamed', async () => {
    const reads = createReadCache();
    const db = withCacheInvalidation(createDb(t.config.DATABASE_URL), { reads });
    const [writer, other] = [await t.createUser(), await t.createUser()];
    let loads = 0;
    const read = (userId: number) => reads.read(`quizResult:${userId}`, { userId, models: ['quizResult'] }, async () => ++loads);
    try {
      for (const { id } of [writer, other]) await read(id);
      await db.user.update({ where: { id: writer.id }, data: { verificationTokens: { deleteMany: {} } } });
      expect([await read(writer.id), await read(other.id)]).toEqual([3, 4]);
    } finally {
      await db.$disconnect();
    }
  });
});

describe('hand-written statements that write', () => {
  it('when a raw write names its tables and user, then that user\'s cached reads of them are dropped and no one else\'s', async () => {
    const reads = createReadCache();
    const plain = createDb(t.config.DATABASE_URL);
    const db = withCacheInvalidation(createDb(t.config.DATABASE_URL), { reads });
    const [writer, other] = [await t.createUser(), await t.createUser()];
    let loads = 0;
    const read = (userId: number, model: string) => reads.read(`${model}:${userId}`, { userId, models: [model] }, async () => ++loads);
    try {
      for (const { id } of [writer, other]) await read(id, 'chatMessage');
      await read(writer.id, 'quizResult');
      await rawWrite(db, [{ model: 'chatMessage', userId: writer.id }], () => db.$queryRaw`SELECT 1`);
      expect([await read(writer.id, 'chatMessage'), await read(other.id, 'chatMessage'), await read(writer.id, 'quizResult')]).toEqual([4, 2, 3]);
      // A client without caches just runs the statement.
      expect(await rawWrite(plain, [{ model: 'chatMessage', userId: writer.id }], async () => 'ran')).toBe('ran');
    } finally {
      await Promise.all([db.$disconnect(), plain.$disconnect()]);
    }
  });
});
