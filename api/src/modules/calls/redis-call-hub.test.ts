import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, describe, expect, it } from 'vitest';
import type { CallSocketMessage } from '@app/contracts/voice';
import { createLogger } from '../../lib/logger';
import { createRedisCallHub } from './redis-call-hub';

const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const client = createClient({ url: REDIS_URL, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.close();
    return true;
  } catch {
    return false;
  }
}

const reachable = await redisAnswers();
if (!reachable) console.warn(`Redis at ${REDIS_URL} does not answer: the Redis call hub test is skipped`);

describe.skipIf(!reachable)('call events across API instances (REDIS_URL)', () => {
  const prefix = `hub-test-${randomUUID()}:`;
  const logger = createLogger('silent');
  // Two hubs with their own connections stand for two API instances.
  const a = createRedisCallHub(REDIS_URL, logger, prefix);
  const b = createRedisCallHub(REDIS_URL, logger, prefix);
  afterAll(async () => Promise.all([a.close(), b.close()]));

  const until = async (check: () => boolean) => {
    const end = Date.now() + 3000;
    while (!check()) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  it('when one instance publishes a call event, then the subscriber on the other instance gets it, and no longer after unsubscribing', async () => {
    const got: CallSocketMessage[] = [];
    const other: CallSocketMessage[] = [];
    const stop = b.subscribe('CA1', (m) => got.push(m));
    b.subscribe('CA2', (m) => other.push(m));
    await new Promise((r) => setTimeout(r, 200)); // the SUBSCRIBE reaches Redis
    const status: CallSocketMessage = { type: 'call_status', callSid: 'CA1', status: 'completed' };
    a.publish('CA1', status);
    await until(() => got.length === 1);
    expect(got).toEqual([status]);
    expect(other).toEqual([]);
    stop();
    await new Promise((r) => setTimeout(r, 200));
    a.publish('CA1', status);
    a.publish('CA2', { type: 'call_status', callSid: 'CA2', status: 'in-progress' });
    await until(() => other.length === 1);
    expect(got).toHaveLength(1);
  });
});
