import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { Logger } from './logger';
import { parseJson } from './json-text';

type Handler = (message: unknown) => void;

/**
 * Messages by channel between whoever listens, on this instance and (with REDIS_URL) on every other
 * API instance. Delivery on this instance never waits for Redis: a message reaches local listeners
 * at once and other instances through Redis, so Redis going away narrows delivery to one instance
 * instead of breaking it, and widens again when Redis is back.
 */
export interface PubSub {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, message: unknown): void;
  /** Returns a function that stops the subscription. */
  subscribe(channel: string, handler: Handler): () => void;
  close(): Promise<void>;
}

function localChannels() {
  const handlers = new Map<string, Set<Handler>>();
  return {
    handlers,
    deliver(channel: string, message: unknown) {
      for (const handler of [...(handlers.get(channel) ?? [])]) handler(message);
    },
    /** Answers true when this is the channel's first handler. */
    add(channel: string, handler: Handler): boolean {
      const set = handlers.get(channel) ?? new Set();
      set.add(handler);
      handlers.set(channel, set);
      return set.size === 1;
    },
    /** Answers true when the channel has no handler left. */
    remove(channel: string, handler: Handler): boolean {
      const set = handlers.get(channel);
      if (!set) return false;
      set.delete(handler);
      if (set.size) return false;
      handlers.delete(channel);
      return true;
    },
  };
}

export function createInProcessPubSub(): PubSub {
  const local = localChannels();
  return {
    kind: 'memory',
    publish: (channel, message) => local.deliver(channel, message),
    subscribe(channel, handler) {
      local.add(channel, handler);
      return () => void local.remove(channel, handler);
    },
    close: async () => undefined,
  };
}

/** What crosses Redis: the message and the instance that sent it. */
const envelopeSchema = z.object({ from: z.string(), message: z.unknown() });
type Envelope = z.infer<typeof envelopeSchema>;

export function createRedisPubSub(redisUrl: string, logger: Logger, prefix = 'estate:'): PubSub {
  const instance = randomUUID();
  const local = localChannels();
  // Publishing fails fast while Redis is away (no offline queue): late call events are worth nothing.
  const options = { enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: (n: number) => Math.min(n * 200, 2000) };
  const publisher = new Redis(redisUrl, options);
  // The subscriber queues its (un)subscribes while away, so none is lost; ioredis replays the set on reconnect.
  const subscriber = new Redis(redisUrl, { ...options, enableOfflineQueue: true, maxRetriesPerRequest: null });
  let healthy = true;
  const down = (err: unknown) => {
    if (!healthy) return;
    healthy = false;
    logger.warn({ err }, 'redis unreachable: live events stay on this API instance until it is back');
  };
  const up = () => {
    if (healthy) return;
    healthy = true;
    logger.info('redis reachable again: live events cross API instances');
  };
  for (const client of [publisher, subscriber]) {
    client.on('error', down);
    client.on('ready', up);
  }
  subscriber.on('message', (redisChannel: string, text: string) => {
    const parsed = envelopeSchema.safeParse(parseJson(text));
    if (!parsed.success) return;
    const envelope = parsed.data;
    // This instance already delivered its own messages locally.
    if (envelope.from !== instance) local.deliver(redisChannel.slice(prefix.length), envelope.message);
  });

  return {
    kind: 'redis',
    publish(channel, message) {
      local.deliver(channel, message);
      publisher.publish(prefix + channel, JSON.stringify({ from: instance, message } satisfies Envelope)).catch(down);
    },
    subscribe(channel, handler) {
      // ioredis subscribes again by itself after a reconnect.
      if (local.add(channel, handler)) subscriber.subscribe(prefix + channel).catch(down);
      return () => {
        if (local.remove(channel, handler)) subscriber.unsubscribe(prefix + channel).catch(() => undefined);
      };
    },
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

export function createPubSub(redisUrl: string | undefined, logger: Logger, prefix?: string): PubSub {
  return redisUrl ? createRedisPubSub(redisUrl, logger, prefix) : createInProcessPubSub();
}
