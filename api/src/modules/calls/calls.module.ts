import type { Server } from 'node:http';
import type { RequestHandler } from 'express';
import type { Db } from '../../lib/db';
import type { EventBus } from '../../lib/events';
import type { TelephonyProvider } from '../../integrations/telephony/telephony-provider';
import type { AiEngine } from '../ai/ai-engine';
import { createInProcessCallHub, type CallHub } from './call-hub';
import { attachCallSocket } from './call-socket';
import { attachMediaStream, type OpenBridge } from './media-stream';
import { realtimeInstructions } from './realtime-instructions';
import { openRealtimeBridge, type RealtimeOptions } from '../../integrations/telephony/realtime-bridge';
import type { Logger } from '../../lib/logger';
import { openPipelineBridge } from '../../integrations/telephony/pipeline-bridge';
import type { Transcriber } from '../../integrations/telephony/speech-to-text';
import type { Synthesizer } from '../../integrations/telephony/text-to-speech';
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
  /** Without Realtime: speech-to-text + the AI engine + text-to-speech over the same stream. */
  pipeline?: { transcribe: Transcriber; synthesize: Synthesizer };
  logger: Logger;
}

/** Phone-call training: routes, the live WebSocket and (with Twilio) the provider's callbacks. */
export function callsModule({ db, ai, events, telephony, publicUrl, twilioAuthToken, realtime, pipeline, logger, hub = createInProcessCallHub() }: Deps) {
  const calls = createCallsService(createCallsRepository(db), { ai, events, hub, telephony, publicUrl });
  const router = callsRoutes(calls);
  if (telephony.name === 'twilio' && twilioAuthToken && publicUrl) router.use(twilioWebhookRoutes(calls, { authToken: twilioAuthToken, publicUrl }));
  function bridgeOpener(): OpenBridge | undefined {
    if (realtime) return (brief, events) => openRealtimeBridge({ ...realtime, instructions: realtimeInstructions(brief) }, events);
    if (!pipeline) return undefined;
    return (brief, events) =>
      openPipelineBridge({
        ...pipeline,
        language: brief.language,
        conversation: {
          opening: () => calls.providerOpening(brief.callSid),
          respond: (text) => calls.providerRespond(brief.callSid, text),
          hangUp: () => calls.providerHangUp(brief.callSid),
        },
        onError: (err) => logger.error({ err, callSid: brief.callSid }, 'voice pipeline failed'),
      }, events);
  }

  return {
    calls,
    router,
    attach(server: Server, authenticate: RequestHandler) {
      const sockets = [attachCallSocket(server, { authenticate, calls, hub })];
      const openBridge = telephony.name === 'twilio' ? bridgeOpener() : undefined;
      if (openBridge) sockets.push(attachMediaStream(server, { calls, openBridge, logger }));
      else if (telephony.name === 'twilio') logger.warn('Twilio calls have no voice: set OPENAI_REALTIME_MODEL, or OPENAI_STT_MODEL and OPENAI_TTS_MODEL');
      return { close: async () => void (await Promise.all(sockets.map((s) => s.close()))) };
    },
  };
}
