import type { VoiceRequest } from '../../ai-types';
import type { MessageSignals } from '../signals/message-signals';

export interface VoiceMeasures {
  wpm: number;
  rating: 'slow' | 'good' | 'fast';
  paceScore: number;
  fillerCount: number;
  fillerWords: { word: string; count: number }[];
  fillerRate: number;
  pauseRatio: number | null;
  longPauses: number;
  loudness: number | null;
}

export const PACE_BAND = { min: 120, max: 160 } as const;

export function measureVoice(req: VoiceRequest, s: MessageSignals): VoiceMeasures {
  const wpm = req.durationSec > 0 ? Math.round(s.words / (req.durationSec / 60)) : 0;
  const rating = wpm < PACE_BAND.min ? 'slow' : wpm > PACE_BAND.max ? 'fast' : 'good';
  const distance = rating === 'slow' ? PACE_BAND.min - wpm : rating === 'fast' ? wpm - PACE_BAND.max : 0;
  const counts = new Map<string, number>();
  for (const word of s.hits.filler) counts.set(word, (counts.get(word) ?? 0) + 1);
  const fillerWords = [...counts].map(([word, count]) => ({ word, count })).sort((a, b) => b.count - a.count);
  const a = req.acoustic;
  return {
    wpm,
    rating,
    paceScore: Math.max(0, 100 - distance * 1.5),
    fillerCount: s.hits.filler.length,
    fillerWords,
    fillerRate: s.words ? (s.hits.filler.length / s.words) * 100 : 0,
    pauseRatio: a?.speakingTimeSec !== undefined && req.durationSec > 0 ? Math.max(0, 1 - a.speakingTimeSec / req.durationSec) : null,
    longPauses: a?.longPauseCount ?? 0,
    loudness: a?.loudnessVariation ?? null,
  };
}
