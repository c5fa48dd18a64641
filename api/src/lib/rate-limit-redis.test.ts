import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAnswers, TEST_REDIS_URL } from '../test/redis-available';
import { createTestApp, type TestApp } from '../test/test-app';

const REDIS_URL = TEST_REDIS_URL;

const reachable = await redisAnswers();
if (!reachable) console.warn(`Redis at ${REDIS_URL} does not answer: the Redis rate-limit tests are skipped`);

describe.skipIf(!reachable)('rate limits with Redis (REDIS_URL)', () => {
  // A fresh prefix per run: counters from an earlier run (same address) must not leak in.
  const prefix = `rl-test-${randomUUID()}:`;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL, RATE_LIMIT_PER_EMAIL: '2' };
    [a, b] = await Promise.all([createTestApp(env, { rateLimitPrefix: prefix }), createTestApp(env, { rateLimitPrefix: prefix })]);
  });
  afterAll(async () => {
    const client = createClient({ url: REDIS_URL });
    await client.connect();
    for await (const keys of client.scanIterator({ MATCH: `${prefix}*` })) if (keys.length) await client.del(keys);
    await client.close();
    await Promise.all([a.close(), b.close()]);
  });

  it('when two API instances share Redis, then failed attempts on one count on the other', async () => {
    const email = 'shared-counter@example.com';
    await a.request.post('/api/auth/login').send({ email, password: 'wrong-one' }).expect(401);
    await b.request.post('/api/auth/login').send({ email, password: 'wrong-two' }).expect(401);
    const blocked = await a.request.post('/api/auth/login').send({ email, password: 'wrong-three' }).expect(429);
    expect(String(blocked.headers['ratelimit-policy'])).toMatch(/"login-subject"; q=2/);
    const client = createClient({ url: REDIS_URL });
    await client.connect();
    const keys: string[] = [];
    for await (const batch of client.scanIterator({ MATCH: `${prefix}login-subject:*` })) keys.push(...batch);
    await client.close();
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain(email); // counters are keyed by a digest, not the address
  });
});

describe('rate limits when Redis is down', () => {
  it('when REDIS_URL points nowhere, then sign-in still works (counting is skipped, not the user)', async () => {
    const t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      await t.request.post('/api/auth/login').send({ email: t.agent.email, password: t.agent.password }).expect(200);
    } finally {
      await t.close();
    }
  });
});
