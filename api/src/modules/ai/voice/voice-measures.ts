import type { VoiceRequest } from '../ai-types';
import type { MessageSignals } from '../signals/message-signals';

export interface VoicePace {
  wpm: number;
  rating: 'slow' | 'good' | 'fast';
  paceScore: number;
}

export interface VoiceMeasures {
  /** null: the words were not recognised from a recording, so how fast they were said is unknown. */
  pace: VoicePace | null;
  fillerCount: number;
  fillerWords: { word: string; count: number }[];
  fillerRate: number;
  pauseRatio: number | null;
  longPauses: number;
  loudness: number | null;
}

export const PACE_BAND = { min: 120, max: 160 } as const;

function paceOf(words: number, durationSec: number | undefined): VoicePace | null {
  if (!durationSec || durationSec <= 0 || words === 0) return null;
  const wpm = Math.round(words / (durationSec / 60));
  const rating = wpm < PACE_BAND.min ? 'slow' : wpm > PACE_BAND.max ? 'fast' : 'good';
  const distance = rating === 'slow' ? PACE_BAND.min - wpm : rating === 'fast' ? wpm - PACE_BAND.max : 0;
  return { wpm, rating, paceScore: Math.max(0, 100 - distance * 1.5) };
}

export function measureVoice(req: VoiceRequest, s: MessageSignals): VoiceMeasures {
  const counts = new Map<string, number>();
  for (const word of s.hits.filler) counts.set(word, (counts.get(word) ?? 0) + 1);
  const fillerWords = [...counts].map(([word, count]) => ({ word, count })).sort((a, b) => b.count - a.count);
  const pace = paceOf(s.words, req.durationSec);
  // Acoustic features describe the recording; they count only for words recognised from it.
  const a = pace ? req.acoustic : undefined;
  return {
    pace,
    fillerCount: s.hits.filler.length,
    fillerWords,
    fillerRate: s.words ? (s.hits.filler.length / s.words) * 100 : 0,
    pauseRatio: a?.speakingTimeSec !== undefined && req.durationSec ? Math.max(0, 1 - a.speakingTimeSec / req.durationSec) : null,
    longPauses: a?.longPauseCount ?? 0,
    loudness: a?.loudnessVariation ?? null,
  };
}
