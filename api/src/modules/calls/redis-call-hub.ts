import { createClient } from 'redis';
import type { CallSocketMessage } from '@app/contracts/voice';
import type { Logger } from '../../lib/logger';
import type { CallHub } from './call-hub';

type Listener = (message: CallSocketMessage) => void;
const channel = (prefix: string, callSid: string) => `${prefix}call:${callSid}`;

/**
 * Live call events across API instances: the instance that hears the call (a simulated turn, a
 * Twilio stream) publishes, and whichever instance holds the browser's WebSocket delivers.
 * Local listeners are reached through Redis too, so every instance sees one order.
 */
export function createRedisCallHub(url: string, logger: Logger, prefix = ''): CallHub & { close(): Promise<void> } {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  for (const c of [pub, sub]) {
    c.on('error', (err: unknown) => logger.warn({ err }, 'call hub redis error'));
    c.connect().catch((err: unknown) => logger.warn({ err }, 'call hub redis unreachable'));
  }
  const listeners = new Map<string, Set<Listener>>();

  function deliver(raw: string, name: string) {
    let message: CallSocketMessage;
    try {
      message = JSON.parse(raw) as CallSocketMessage;
    } catch {
      return;
    }
    const sid = name.slice(channel(prefix, '').length);
    for (const listener of [...(listeners.get(sid) ?? [])]) listener(message);
  }

  return {
    publish(callSid, message) {
      pub.publish(channel(prefix, callSid), JSON.stringify(message)).catch((err: unknown) => logger.warn({ err, callSid }, 'call event not published'));
    },
    subscribe(callSid, listener) {
      let set = listeners.get(callSid);
      if (!set) {
        set = new Set();
        listeners.set(callSid, set);
        sub.subscribe(channel(prefix, callSid), deliver).catch((err: unknown) => logger.warn({ err, callSid }, 'call events not subscribed'));
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size || listeners.get(callSid) !== set) return;
        listeners.delete(callSid);
        sub.unsubscribe(channel(prefix, callSid)).catch(() => undefined);
      };
    },
    async close() {
      for (const c of [pub, sub]) {
        if (c.isReady) await c.close();
        else if (c.isOpen) c.destroy();
      }
    },
  };
}
