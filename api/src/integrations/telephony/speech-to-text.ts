import { toFile } from 'openai';
import { createOpenAiClient } from '../openai/openai-client';
import type { Config } from '../../lib/config';
import type { Language } from '@app/contracts/language';

export type Transcriber = (audio: Buffer, mimeType: string, language: Language) => Promise<string>;

/** An OpenAI-compatible speech-to-text endpoint when OPENAI_STT_MODEL is set; undefined otherwise. */
export function createTranscriber(config: Config): Transcriber | undefined {
  if (!config.OPENAI_STT_MODEL) return undefined;
  const client = createOpenAiClient(config);
  const model = config.OPENAI_STT_MODEL;
  return async (audio, mimeType, language) => {
    const ext = mimeType.includes('wav') ? 'wav' : mimeType.includes('webm') ? 'webm' : mimeType.includes('ogg') ? 'ogg' : 'mp3';
    const result = await client.audio.transcriptions.create({ file: await toFile(audio, `answer.${ext}`, { type: mimeType }), model, language });
    return result.text.trim();
  };
}
