import WebSocket from 'ws';
import { z } from 'zod';
import { parseJson } from '../../lib/json-text';

export interface BridgeEvents {
  /** Base64 G.711 mu-law audio for the phone. */
  audio(payload: string): void;
  /** The agent started talking over the client (barge-in): drop what the phone has buffered. */
  clear(): void;
  agentText(text: string): void;
  clientText(text: string): void;
  /** Asks the phone to echo `name` back once everything sent before it has played. */
  mark?(name: string): void;
  /** The client has said goodbye and it has played: end the call. */
  hangUp?(): void;
}

export interface VoiceBridge {
  sendAudio(payload: string): void;
  /** The phone echoed a mark: the audio before it has played. */
  played?(name: string): void;
  close(): void;
}

export interface RealtimeOptions {
  url: string;
  apiKey: string;
  model: string;
  voice: string;
  instructions: string;
}

// What the bridge reads of a Realtime API server event; a field missing or not text reads as absent.
const text = z.string().optional().catch(undefined);
const serverEventSchema = z.object({ type: text, delta: text, transcript: text, name: text });

const END_CALL = 'end_call';
const GOODBYE = 'goodbye';
const END_CALL_TOOL = {
  type: 'function',
  name: END_CALL,
  description: 'Hang up after saying goodbye: the meeting is agreed, or you have lost patience with the agent.',
  parameters: { type: 'object', properties: { reason: { type: 'string', enum: ['agreed', 'lost_patience'] } }, required: ['reason'] },
};

/**
 * The phone call's audio bridged to the OpenAI Realtime API: mu-law both ways (what Twilio
 * streams), server-side voice activity detection, and the client speaks first.
 */
export function openRealtimeBridge(opts: RealtimeOptions, events: BridgeEvents): Promise<VoiceBridge> {
  const ws = new WebSocket(`${opts.url}?model=${encodeURIComponent(opts.model)}`, {
    headers: { Authorization: `Bearer ${opts.apiKey}`, 'OpenAI-Beta': 'realtime=v1' },
  });
  const send = (m: object) => ws.readyState === WebSocket.OPEN && ws.send(JSON.stringify(m));
  ws.on('message', (raw) => {
    const parsed = serverEventSchema.safeParse(parseJson(String(raw)));
    if (!parsed.success) return;
    const m = parsed.data;
    if (m.type === 'response.audio.delta' && m.delta) events.audio(m.delta);
    else if (m.type === 'input_audio_buffer.speech_started') {
      events.clear();
      send({ type: 'response.cancel' });
    } else if (m.type === 'conversation.item.input_audio_transcription.completed' && m.transcript?.trim()) events.agentText(m.transcript.trim());
    else if (m.type === 'response.audio_transcript.done' && m.transcript?.trim()) events.clientText(m.transcript.trim());
    // The model decided to hang up: once its goodbye has played on the phone (the mark comes back).
    else if (m.type === 'response.function_call_arguments.done' && m.name === END_CALL) events.mark?.(GOODBYE);
  });
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.once('open', () => {
      send({
        type: 'session.update',
        session: {
          instructions: opts.instructions,
          voice: opts.voice,
          input_audio_format: 'g711_ulaw',
          output_audio_format: 'g711_ulaw',
          turn_detection: { type: 'server_vad' },
          input_audio_transcription: { model: 'whisper-1' },
          tools: [END_CALL_TOOL],
          tool_choice: 'auto',
        },
      });
      send({ type: 'response.create' });
      resolve({
        sendAudio: (audio) => send({ type: 'input_audio_buffer.append', audio }),
        played: (name) => name === GOODBYE && events.hangUp?.(),
        close: () => ws.close(),
      });
    });
  });
}
