import { WebSocket, WebSocketServer } from 'ws';
import { z } from 'zod';
import type { BridgeEvents, VoiceBridge } from '../../integrations/telephony/realtime-bridge';
import type { Logger } from '../../lib/logger';
import type { CallsService } from './calls.service';
import { MEDIA_STREAM_PATH } from './twilio-webhooks.routes';
import type { UpgradeHandler } from '../../lib/upgrade-routes';
import { drainWebSocketServer } from '../../lib/ws-drain';
import { parseJson } from '../../lib/json-text';

type Brief = NonNullable<Awaited<ReturnType<CallsService['liveCallBrief']>>>;
export type OpenBridge = (brief: Brief, events: BridgeEvents) => Promise<VoiceBridge>;

// A field of a Twilio message that is missing or not of its type reads as absent.
const text = z.string().optional().catch(undefined);
const part = <T extends z.ZodRawShape>(shape: T) => z.object(shape).optional().catch(undefined);

/** What this bridge reads of a Twilio media stream message (connected, start, media, mark, stop). */
const twilioMessageSchema = z.object({
  event: text,
  streamSid: text,
  start: part({ streamSid: text, callSid: text, customParameters: z.record(z.string(), z.string()).optional().catch(undefined) }),
  media: part({ payload: text }),
  mark: part({ name: text }),
});

/**
 * Twilio's media stream (connected, start, media, mark, stop) on the API's own server. Twilio
 * cannot authenticate a stream, so it is accepted only for a live twilio call this API placed.
 */
export function createMediaStream(deps: { calls: CallsService; openBridge: OpenBridge; logger: Logger }) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const upgrade: UpgradeHandler = (req, socket, head) => wss.handleUpgrade(req, socket, head, (ws) => serve(ws));

  function serve(ws: WebSocket) {
    let bridge: VoiceBridge | null = null;
    let streamSid = '';
    const toPhone = (m: object) => ws.readyState === WebSocket.OPEN && ws.send(JSON.stringify(m));
    ws.on('message', (raw) => {
      const parsed = twilioMessageSchema.safeParse(parseJson(String(raw)));
      if (!parsed.success) return;
      const m = parsed.data;
      if (m.event === 'start') {
        streamSid = m.start?.streamSid ?? m.streamSid ?? '';
        const callSid = m.start?.customParameters?.callSid ?? m.start?.callSid ?? '';
        void start(callSid);
      } else if (m.event === 'media' && m.media?.payload) bridge?.sendAudio(m.media.payload);
      else if (m.event === 'mark' && m.mark?.name) bridge?.played?.(m.mark.name);
      else if (m.event === 'stop') ws.close();
    });
    ws.on('error', () => undefined); // a frame over maxPayload: ws closes the socket itself
    ws.on('close', () => bridge?.close());

    async function start(callSid: string) {
      const brief = await deps.calls.liveCallBrief(callSid);
      if (!brief) return ws.close(1008, 'unknown call');
      // Turns are stored one after another, in the order they were said: two transcripts that
      // arrive together must not be written in the order their database writes happen to finish.
      let turns = Promise.resolve();
      const turn = (speaker: 'agent' | 'client', text: string) => {
        turns = turns.then(() => deps.calls.providerTurn(callSid, speaker, text)).then(
          () => undefined,
          (err: unknown) => deps.logger.error({ err, callSid }, 'storing a call turn failed'),
        );
      };
      try {
        bridge = await deps.openBridge(brief, {
          audio: (payload) => toPhone({ event: 'media', streamSid, media: { payload } }),
          clear: () => toPhone({ event: 'clear', streamSid }),
          mark: (name) => toPhone({ event: 'mark', streamSid, mark: { name } }),
          hangUp: () => void deps.calls.providerHangUp(callSid).catch((err: unknown) => deps.logger.error({ err, callSid }, 'hang-up failed')),
          agentText: (text) => turn('agent', text),
          clientText: (text) => turn('client', text),
        });
        if (ws.readyState !== WebSocket.OPEN) bridge.close();
      } catch (err) {
        deps.logger.error({ err, callSid }, 'voice bridge failed');
        ws.close(1011, 'voice bridge failed');
      }
    }
  }

  return { path: MEDIA_STREAM_PATH, upgrade, close: () => drainWebSocketServer(wss) };
}
