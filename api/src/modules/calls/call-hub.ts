import { callMetricsSchema, transcriptEntrySchema, type CallSocketMessage } from '@app/contracts/voice';
import { z } from 'zod';
import { createInProcessPubSub, type PubSub } from '../../lib/pubsub';

type Listener = (message: CallSocketMessage) => void;

/** A live call event as the pub/sub hands it over (from another API instance too): read, not assumed. */
const callSocketMessageSchema: z.ZodType<CallSocketMessage> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribed'), callSid: z.string() }),
  z.object({ type: z.literal('transcript'), callSid: z.string(), entry: transcriptEntrySchema, text: z.string() }),
  z.object({ type: z.literal('metrics'), callSid: z.string(), metrics: callMetricsSchema }),
  z.object({ type: z.literal('call_status'), callSid: z.string(), status: z.string() }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);

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
    subscribe: (callSid, listener) =>
      pubsub.subscribe(channel(callSid), (message) => {
        const parsed = callSocketMessageSchema.safeParse(message);
        if (parsed.success) listener(parsed.data);
      }),
  };
}

export function createInProcessCallHub(): CallHub {
  return createCallHub(createInProcessPubSub());
}
