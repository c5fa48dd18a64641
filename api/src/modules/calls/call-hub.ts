import type { CallSocketMessage } from '@app/contracts/voice';

type Listener = (message: CallSocketMessage) => void;

/**
 * Live call events by callSid: in process with one API instance, through Redis pub/sub
 * (redis-call-hub.ts) when REDIS_URL is set and there are several.
 */
export interface CallHub {
  publish(callSid: string, message: CallSocketMessage): void;
  /** Returns a function that stops the subscription. */
  subscribe(callSid: string, listener: Listener): () => void;
}

export function createInProcessCallHub(): CallHub {
  const listeners = new Map<string, Set<Listener>>();
  return {
    publish(callSid, message) {
      for (const listener of [...(listeners.get(callSid) ?? [])]) listener(message);
    },
    subscribe(callSid, listener) {
      const set = listeners.get(callSid) ?? new Set();
      set.add(listener);
      listeners.set(callSid, set);
      return () => {
        set.delete(listener);
        if (!set.size) listeners.delete(callSid);
      };
    },
  };
}
