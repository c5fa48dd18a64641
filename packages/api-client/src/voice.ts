import { queryOptions } from '@tanstack/react-query';
import { transcriptionSchema, voiceAnalysisSchema, voiceAttemptSchema, type AnalyzeVoiceBody } from '@app/contracts/voice';
import { ApiError, currentLanguage, apiGet, apiRequest, parseContract, readToken } from './http';

// Voice practice (spec 000 §6): the user's attempts per scenario, their analysis and speech-to-text.
export const voiceKeys = {
  attempts: (scenario: string) => ['voice', 'attempts', scenario] as const,
};

/** GET /api/voice-attempts?scenario=: the user's earlier attempts at one scenario. */
export const voiceAttemptsQuery = (scenario: string) =>
  queryOptions({
    queryKey: voiceKeys.attempts(scenario),
    queryFn: () => apiGet(`/api/voice-attempts?scenario=${encodeURIComponent(scenario)}`, voiceAttemptSchema.array()),
  });

/** POST /api/analyze-voice: the transcript with the measurements taken in the browser. */
export const analyzeVoice = (body: AnalyzeVoiceBody) => apiRequest('POST', '/api/analyze-voice', body, voiceAnalysisSchema);

/** An analysis is stored as an attempt at its scenario. */
export const analyzeVoiceInvalidates = (body: AnalyzeVoiceBody) => [voiceKeys.attempts(body.scenario)];

/**
 * POST /api/transcribe with the WAV as the body (not JSON, hence not apiFetch). Answers null when
 * the server has no speech-to-text (503): the typed transcript is then the way, not an error.
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
