import type { Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import { createClient } from 'redis';
import type { Logger } from './logger';

const COMMAND_TIMEOUT_MS = 2000;

export interface RateLimitStores {
  readonly kind: 'memory' | 'redis';
  /** A store for one limiter; undefined means express-rate-limit's own memory store. */
  create(name: string): Store | undefined;
  close(): Promise<void>;
}

/**
 * A Redis store that heals itself: rate-limit-redis loads its scripts once, so if Redis was down
 * at that moment every later call would fail. Reloading after a failure lets counting resume as
 * soon as Redis is back; meanwhile the limiter lets requests through (passOnStoreError).
 */
class HealingRedisStore extends RedisStore {
  override async increment(key: string) {
    try {
      return await super.increment(key);
    } catch (err) {
      this.reloadScripts();
      throw err;
    }
  }

  private reloadScripts() {
    this.incrementScriptSha = this.loadIncrementScript();
    this.getScriptSha = this.loadGetScript();
    // Handled here so a failed reload is not an unhandled rejection; the next call sees it.
    this.incrementScriptSha.catch(() => undefined);
    this.getScriptSha.catch(() => undefined);
  }
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis command timed out')), COMMAND_TIMEOUT_MS);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** Counters shared by every API instance when REDIS_URL is set; in process memory otherwise. */
export function createRateLimitStores(redisUrl: string | undefined, prefix: string, logger: Logger): RateLimitStores {
  if (!redisUrl) return { kind: 'memory', create: () => undefined, close: async () => undefined };
  const client = createClient({ url: redisUrl });
  client.on('error', (err: unknown) => logger.warn({ err }, 'rate-limit redis error'));
  client.connect().catch((err: unknown) => logger.warn({ err }, 'rate-limit redis unreachable'));
  // A slow or absent Redis must never hold a sign-in hostage: commands give up after 2 s.
  // The reply's type is the store's to know (its scripts answer numbers and strings); redis takes it as a type argument.
  const sendCommand = (...args: string[]) => withTimeout(client.sendCommand<string | number | (string | number)[]>(args));
  return {
    kind: 'redis',
    create: (name) => new HealingRedisStore({ prefix: `${prefix}${name}:`, sendCommand }),
    async close() {
      // A client still retrying its first connection has nothing to flush: just stop it.
      if (client.isReady) await client.close();
      else if (client.isOpen) client.destroy();
    },
  };
}
