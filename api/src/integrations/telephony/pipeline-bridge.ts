import type { BridgeEvents, VoiceBridge } from './realtime-bridge';
import { mulawToPcm, pcmToMulaw, pcmToWav, rms } from './mulaw';
import type { Transcriber } from './speech-to-text';
import type { Synthesizer } from './text-to-speech';

/** The call's side of the conversation: the service stores each line and asks the AI engine. */
export interface PhoneConversation {
  opening(): Promise<string>;
  respond(agentText: string): Promise<{ text: string; ended: boolean }>;
  hangUp(): Promise<void>;
}

export interface PipelineOptions {
  language: 'en' | 'ru';
  transcribe: Transcriber;
  synthesize: Synthesizer;
  conversation: PhoneConversation;
  onError(err: unknown): void;
  /** Frame loudness (RMS of 16-bit PCM) above which the agent is speaking. */
  speechRms?: number;
  /** Quiet time that ends the agent's turn. */
  endSilenceMs?: number;
  /** Shorter bursts (a cough, a click) are not a turn. */
  minSpeechMs?: number;
}

const FRAME_BYTES = 160; // 20 ms of 8 kHz mu-law, what Twilio sends and expects
const msOf = (samples: number) => samples / 8;

/**
 * A real call without a speech-to-speech model: the agent's audio is cut into turns by loudness,
 * transcribed, answered by the AI engine and spoken back with text-to-speech, mu-law both ways.
 * The client speaks first; if the agent talks while the client is still playing (barge-in), the
 * phone's buffer is cleared. Marks tell when the client's audio has played; after the goodbye
 * mark the client hangs up.
 */
export function openPipelineBridge(opts: PipelineOptions, events: BridgeEvents): Promise<VoiceBridge> {
  const { speechRms = 500, endSilenceMs = 700, minSpeechMs = 200 } = opts;
  let closed = false;
  let playing = false;
  let speaking = false;
  let speech: Int16Array[] = [];
  let speechMs = 0;
  let silenceMs = 0;
  let marks = 0;
  let lastMark = '';
  let queue = Promise.resolve();
  const later = (job: () => Promise<void>) => {
    queue = queue.then(() => (closed ? undefined : job())).catch(opts.onError);
  };

  async function say(text: string, ended = false) {
    const mulaw = pcmToMulaw(await opts.synthesize(text, opts.language));
    if (closed) return;
    for (let i = 0; i < mulaw.length; i += FRAME_BYTES) events.audio(Buffer.from(mulaw.subarray(i, i + FRAME_BYTES)).toString('base64'));
    playing = true;
    lastMark = `${ended ? 'goodbye' : 'client'}-${++marks}`;
    events.mark?.(lastMark);
  }

  function endOfTurn(pcm: Int16Array) {
    later(async () => {
      const text = (await opts.transcribe(pcmToWav(pcm), 'audio/wav', opts.language)).trim();
      if (!text || closed) return;
      const reply = await opts.conversation.respond(text);
      // A call that ended meanwhile (End Call in the app) has nothing left to say.
      if (reply.text) await say(reply.text, reply.ended);
    });
  }

  function hear(payload: string) {
    const pcm = mulawToPcm(Buffer.from(payload, 'base64'));
    const ms = msOf(pcm.length);
    if (rms(pcm) >= speechRms) {
      if (!speaking && playing) {
        events.clear();
        playing = false;
      }
      speaking = true;
      silenceMs = 0;
      speechMs += ms;
      speech.push(pcm);
      return;
    }
    if (!speaking) return;
    speech.push(pcm);
    silenceMs += ms;
    if (silenceMs < endSilenceMs) return;
    const turn = speech;
    const long = speechMs >= minSpeechMs;
    speaking = false;
    speech = [];
    speechMs = silenceMs = 0;
    if (!long) return;
    const all = new Int16Array(turn.reduce((n, p) => n + p.length, 0));
    turn.reduce((at, p) => (all.set(p, at), at + p.length), 0);
    endOfTurn(all);
  }

  later(async () => say(await opts.conversation.opening()));
  return Promise.resolve({
    sendAudio: (payload) => !closed && hear(payload),
    played(name) {
      // An earlier clip's mark says nothing about the one still playing.
      if (name === lastMark) playing = false;
      if (name.startsWith('goodbye-')) later(() => opts.conversation.hangUp());
    },
    close: () => void (closed = true),
  });
}
