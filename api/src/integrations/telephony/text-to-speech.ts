import { createOpenAiClient } from '../openai/openai-client';
import type { Config } from '../../lib/config';
import { downsample } from './mulaw';

/** Speech for the phone line: 16-bit PCM at 8 kHz. */
export type Synthesizer = (text: string, language: 'en' | 'ru') => Promise<Int16Array>;

// OpenAI's `pcm` response format: raw 16-bit little-endian mono at 24 kHz.
const TTS_PCM_RATE = 24000;

/** An OpenAI-compatible text-to-speech endpoint when OPENAI_TTS_MODEL is set; undefined otherwise. */
export function createSynthesizer(config: Config): Synthesizer | undefined {
  if (!config.OPENAI_TTS_MODEL) return undefined;
  const client = createOpenAiClient(config);
  const model = config.OPENAI_TTS_MODEL;
  return async (text) => {
    const res = await client.audio.speech.create({ model, voice: config.OPENAI_TTS_VOICE, input: text, response_format: 'pcm' });
    const bytes = new Uint8Array(await res.arrayBuffer());
    // Copy into an aligned buffer: the body's offset need not be even.
    const pcm = new Int16Array(Math.floor(bytes.length / 2));
    new Uint8Array(pcm.buffer).set(bytes.subarray(0, pcm.length * 2));
    return downsample(pcm, TTS_PCM_RATE);
  };
}
