import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../lib/migrations';
import { createScratchDatabase, isPostgresReachable } from '../lib/scratch-postgres';
import { ANSWERS, callsClient, openSocket } from '../modules/calls/calls-test-support';
import { redisAnswers, TEST_REDIS_URL } from './redis-available';
import { createTestApp, type TestAccount, type TestApp } from './test-app';

// It always runs on PostgreSQL, so the SQLite pass of `npm test` leaves it to the PostgreSQL pass.
const sqlitePass = process.env.TEST_DATABASE === 'sqlite';
const postgres = !sqlitePass && (await isPostgresReachable());
const redis = !sqlitePass && (await redisAnswers());
if (!sqlitePass && (!postgres || !redis)) {
  console.warn(`SKIPPED: the two-instance suite needs PostgreSQL and Redis (PostgreSQL ${postgres ? 'up' : 'down'}, Redis ${redis ? 'up' : 'down'})`);
}

const redisConnection = { host: new URL(TEST_REDIS_URL).hostname, port: Number(new URL(TEST_REDIS_URL).port || 6379) };

/** Two API instances on one PostgreSQL database and one Redis, as behind a load balancer without sticky sessions. */
describe.skipIf(!postgres || !redis)('two API instances on one PostgreSQL and one Redis', () => {
  const namespace = `test-${randomUUID()}`;
  let drop: () => Promise<void>;
  let a: TestApp;
  let b: TestApp;
  let reminderOwner: TestAccount;
  beforeAll(async () => {
    const scratch = await createScratchDatabase('api_two_instances');
    drop = scratch.drop;
    await migrate(scratch.url);
    // Replicas share the signing secret (JWT_SECRET), or a token from one is garbage to the other.
    const env = { REDIS_URL: TEST_REDIS_URL, RATE_LIMIT_PER_EMAIL: '3', JWT_SECRET: randomUUID() + randomUUID() };
    const deps = { databaseUrl: scratch.url, rateLimitPrefix: `${namespace}:rl:`, redisNamespace: namespace };
    a = await createTestApp(env, deps);
    b = await createTestApp(env, deps);
    // Due before the instances start, so the schedulers' first runs (at start) find it.
    reminderOwner = await a.createUser();
    await a.server.db.practiceReminder.create({ data: { userId: reminderOwner.id, dueAt: new Date(Date.now() - 1000), focus: 'closing' } });
    await Promise.all([a.server.listen(0, '127.0.0.1'), b.server.listen(0, '127.0.0.1')]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await drop?.();
    const queue = new Queue(`${namespace}-jobs`, { connection: redisConnection });
    await queue.obliterate({ force: true });
    await queue.close();
  });

  it('when a call is driven through instance B, then a WebSocket subscriber on instance A receives its transcript, metrics and end', async () => {
    const onB = callsClient(b);
    const { user, token } = await onB.freshAgent();
    const { callSid } = (await onB.start(token).expect(201)).body as { callSid: string };
    const socket = await openSocket(a, `?token=${await a.sessionToken(user.id)}`);
    expect(socket.opened.ok).toBe(true);
    socket.send({ type: 'subscribe', callSid });
    await socket.waitFor((m) => m.type === 'subscribed');
    await onB.turn(token, callSid, ANSWERS[0]!).expect(201);
    const transcript = await socket.waitFor((m) => m.type === 'transcript' && (m.entry as { speaker: string }).speaker === 'agent');
    expect(transcript).toMatchObject({ callSid, text: ANSWERS[0] });
    const metrics = await socket.waitFor((m) => m.type === 'metrics');
    expect(Object.keys(metrics.metrics as object).sort()).toEqual(['clarity', 'confidence', 'persuasion', 'rapport']);
    await onB.end(token, callSid).expect(200);
    expect(await socket.waitFor((m) => m.type === 'call_status')).toEqual({ type: 'call_status', callSid, status: 'completed' });
    // Each message arrives once, not once per route it could take.
    expect(socket.messages.filter((m) => m.type === 'call_status')).toHaveLength(1);
    socket.ws.close();
  });

  it('when failed sign-ins alternate between the instances, then the limit counts them together', async () => {
    const person = await a.createUser();
    const wrong = { email: person.email, password: 'not-the-password' };
    const statuses: number[] = [];
    for (const app of [a, b, a, b]) statuses.push((await app.request.post('/api/auth/login').send(wrong)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // The right password is refused too while the limit holds, on either instance.
    expect((await b.request.post('/api/auth/login').send({ email: person.email, password: person.password })).status).toBe(429);
  });

  it('when someone signs out on instance A, then their token is refused on instance B at once', async () => {
    const person = await a.createUser();
    const token = await a.tokenFor(person);
    await b.request.get('/api/auth/user').set('Authorization', `Bearer ${token}`).expect(200);
    await a.request.post('/api/auth/logout').set('Authorization', `Bearer ${token}`).expect((res) => expect(res.status).toBeLessThan(300));
    await b.request.get('/api/auth/user').set('Authorization', `Bearer ${token}`).expect(401);
  });

  it('when both instances run the scheduled work, then Redis holds one schedule per job and a due reminder is sent once', async () => {
    const person = reminderOwner;
    const queue = new Queue(`${namespace}-jobs`, { connection: redisConnection });
    try {
      const until = Date.now() + 20_000;
      let sent = 0;
      while (Date.now() < until) {
        sent = await a.server.db.notification.count({ where: { userId: person.id, title: { contains: 'practiceReminder' } } });
        if (sent) {
          // Give a second run (on either instance) the chance to send it again, which it must not.
          await new Promise((r) => setTimeout(r, 500));
          sent = await a.server.db.notification.count({ where: { userId: person.id, title: { contains: 'practiceReminder' } } });
          break;
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(sent).toBe(1);
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers.map((s) => s.key).sort()).toEqual(['assignment-notices', 'practice-reminders', 'streak-at-risk']);
    } finally {
      await queue.close();
    }
  });
});
