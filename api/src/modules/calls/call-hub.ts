import type { CallSocketMessage } from '@app/contracts/voice';
import { createInProcessPubSub, type PubSub } from '../../lib/pubsub';

type Listener = (message: CallSocketMessage) => void;

/**
 * Live call events by callSid. Over the app's pub/sub: in process without REDIS_URL, across every
 * API instance with it (a browser following a call on one instance sees turns posted to another).
 */
export interface CallHub {
  publish(callSid: string, message: CallSocketMessage): void;
  /** Returns a function that stops the subscription. */
  subscribe(callSid: string, listener: Listener): () => void;
}

export function createCallHub(pubsub: PubSub): CallHub {
  const channel = (callSid: string) => `call:${callSid}`;
  return {
    publish: (callSid, message) => pubsub.publish(channel(callSid), message),
    subscribe: (callSid, listener) => pubsub.subscribe(channel(callSid), (message) => listener(message as CallSocketMessage)),
  };
}

export function createInProcessCallHub(): CallHub {
  return createCallHub(createInProcessPubSub());
}
