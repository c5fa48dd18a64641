import { ApiError, currentLanguage, parseContract, readToken } from '@app/api-client/http';
import { transcriptionSchema } from '@app/contracts/voice';

/**
 * POST /api/transcribe with the WAV as the body. Answers null when the server has no
 * speech-to-text (503): the typed transcript is then the way, not an error.
 */
export async function transcribeRecording(audio: Blob): Promise<string | null> {
  const headers: Record<string, string> = { 'Content-Type': audio.type || 'audio/wav', 'Accept-Language': currentLanguage() };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch('/api/transcribe', { method: 'POST', headers, body: audio, credentials: 'include' });
  if (res.status === 503) return null;
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return parseContract(transcriptionSchema, await res.json(), 'POST', '/api/transcribe').transcript;
}
