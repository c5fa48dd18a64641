import type { Server } from 'node:http';
import type { RequestHandler } from 'express';
import type { TelephonyProvider } from '../../integrations/telephony/telephony-provider';
import { openRealtimeBridge, type RealtimeOptions } from '../../integrations/telephony/realtime-bridge';
import type { Logger } from '../../lib/logger';
import { routeUpgrades } from '../../lib/upgrade-routes';
import { openPipelineBridge } from '../../integrations/telephony/pipeline-bridge';
import type { Transcriber } from '../../integrations/telephony/speech-to-text';
import type { Synthesizer } from '../../integrations/telephony/text-to-speech';
import type { CallHub } from './call-hub';
import { createCallSocket } from './call-socket';
import type { CallSocketLimits } from './call-socket-limits';
import { createMediaStream, type OpenBridge } from './media-stream';
import { realtimeInstructions } from './realtime-instructions';
import type { CallsService } from './calls.service';

export interface CallSocketsDeps {
  calls: CallsService;
  hub: CallHub;
  authenticate: RequestHandler;
  telephony: Pick<TelephonyProvider, 'name'>;
  /** Set when a real call's audio can be bridged to a voice model (OpenAI Realtime). */
  realtime?: Omit<RealtimeOptions, 'instructions'>;
  /** Without Realtime: speech-to-text + the AI engine + text-to-speech over the same stream. */
  pipeline?: { transcribe: Transcriber; synthesize: Synthesizer };
  logger: Logger;
  limits?: Partial<CallSocketLimits>;
}

function bridgeOpener({ calls, realtime, pipeline, logger }: CallSocketsDeps): OpenBridge | undefined {
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

/** The live call-insights WebSocket and, with Twilio, the media stream that carries a real call's audio. */
export function attachCallSockets(server: Server, deps: CallSocketsDeps) {
  const { calls, hub, authenticate, telephony, logger } = deps;
  const sockets = [createCallSocket({ authenticate, calls, hub, limits: deps.limits })];
  const openBridge = telephony.name === 'twilio' ? bridgeOpener(deps) : undefined;
  if (openBridge) sockets.push(createMediaStream({ calls, openBridge, logger }));
  else if (telephony.name === 'twilio') logger.warn('Twilio calls have no voice: set OPENAI_REALTIME_MODEL, or OPENAI_STT_MODEL and OPENAI_TTS_MODEL');
  // One upgrade listener for the server: any other path or protocol is answered and closed.
  routeUpgrades(server, new Map(sockets.map((s) => [s.path, s.upgrade])));
  return { close: async () => void (await Promise.all(sockets.map((s) => s.close()))) };
}
