import type { Server } from 'node:http';
import type { RequestHandler } from 'express';
import type { Db } from '../../lib/db';
import type { EventBus } from '../../lib/events';
import type { TelephonyProvider } from '../../integrations/telephony/telephony-provider';
import type { AiEngine } from '../ai/ai-engine';
import { createInProcessCallHub, type CallHub } from './call-hub';
import { attachCallSocket } from './call-socket';
import { attachMediaStream } from './media-stream';
import { realtimeInstructions } from './realtime-instructions';
import { openRealtimeBridge, type RealtimeOptions } from '../../integrations/telephony/realtime-bridge';
import type { Logger } from '../../lib/logger';
import { createCallsRepository } from './calls.repository';
import { callsRoutes } from './calls.routes';
import { createCallsService } from './calls.service';
import { twilioWebhookRoutes } from './twilio-webhooks.routes';

interface Deps {
  db: Db;
  ai: AiEngine;
  events: EventBus;
  telephony: TelephonyProvider;
  publicUrl?: string;
  /** Set with the twilio provider: its webhooks are then served and verified with it. */
  twilioAuthToken?: string;
  hub?: CallHub;
  /** Set when a real call's audio can be bridged to a voice model (OpenAI Realtime). */
  realtime?: Omit<RealtimeOptions, 'instructions'>;
  logger: Logger;
}

/** Phone-call training: routes, the live WebSocket and (with Twilio) the provider's callbacks. */
export function callsModule({ db, ai, events, telephony, publicUrl, twilioAuthToken, realtime, logger, hub = createInProcessCallHub() }: Deps) {
  const calls = createCallsService(createCallsRepository(db), { ai, events, hub, telephony, publicUrl });
  const router = callsRoutes(calls);
  if (telephony.name === 'twilio' && twilioAuthToken && publicUrl) router.use(twilioWebhookRoutes(calls, { authToken: twilioAuthToken, publicUrl }));
  return {
    calls,
    router,
    attach(server: Server, authenticate: RequestHandler) {
      const sockets = [attachCallSocket(server, { authenticate, calls, hub })];
      if (realtime && telephony.name === 'twilio') {
        const openBridge = (brief: Parameters<typeof realtimeInstructions>[0], events: Parameters<typeof openRealtimeBridge>[1]) =>
          openRealtimeBridge({ ...realtime, instructions: realtimeInstructions(brief) }, events);
        sockets.push(attachMediaStream(server, { calls, openBridge, logger }));
      }
      return { close: async () => void (await Promise.all(sockets.map((s) => s.close()))) };
    },
  };
}
