import type { VoiceReading, VoiceRequest } from '../ai-types';
import { scoreMessage } from '../coach/score-message';
import { analyzeMessage, type MessageSignals } from '../signals/message-signals';
import { clamp } from '../text/normalize';
import { VOICE_TEXTS } from './voice-texts';
import { measureVoice, type VoiceMeasures } from './voice-measures';

// The browser substitutes these when it has no transcript (spec 000 §8); they are not speech.
const PLACEHOLDERS = [/^transcription failed/i, /^voice recording completed/i];
const n = (list: readonly unknown[], cap: number) => Math.min(list.length, cap);

function loudnessEffect(loudness: number | null, flat: number, lively: number): number {
  if (loudness === null) return 0;
  return loudness < 0.08 ? flat : loudness >= 0.15 && loudness <= 0.5 ? lively : 0;
}

function scores(s: MessageSignals, v: VoiceMeasures) {
  const h = s.hits;
  const p = v.pace;
  const offPace = !p || p.rating === 'good' ? 0 : (100 - p.paceScore) * 0.25;
  const confidence = 72 + 4 * n(h.assertive, 3) - 8 * n(h.hedge, 3) - 2.5 * v.fillerRate - (offPace ? 6 : 0) -
    4 * Math.min(v.longPauses, 3) - 4 * n(h.apology, 2) + loudnessEffect(v.loudness, -6, 4);
  const clarity = 75 - 2 * v.fillerRate - 6 * n(h.vague, 3) - offPace - (s.avgSentenceWords > 28 ? 8 : 0) +
    (s.numbers.length ? 4 : 0) - (v.pauseRatio !== null && v.pauseRatio > 0.4 ? 8 : 0);
  // Energy is how the words were said: without a recording they were spoken in, it is not measured.
  const energy = p
    ? clamp(60 + Math.max(-20, Math.min(15, (p.wpm - 140) * 0.3)) + 3 * n(h.enthusiasm, 3) +
        3 * Math.min(s.exclamations, 2) + loudnessEffect(v.loudness, -15, 10) - (v.pauseRatio !== null && v.pauseRatio > 0.35 ? 8 : 0))
    : null;
  return { confidence: clamp(confidence), clarity: clamp(clarity), energy };
}

/** The overall score weighs only what was measured: delivery parts drop out when there was no speech. */
function overall(base: ReturnType<typeof scores>, v: VoiceMeasures, content: number): number {
  const parts: [number, number][] = [[0.25, base.confidence], [0.25, base.clarity], [0.2, content]];
  if (v.pace && base.energy !== null) parts.push([0.15, base.energy], [0.15, v.pace.paceScore]);
  const weight = parts.reduce((sum, [w]) => sum + w, 0);
  return clamp(parts.reduce((sum, [w, x]) => sum + w * x, 0) / weight);
}

export function analyzeVoice(req: VoiceRequest): VoiceReading {
  const t = VOICE_TEXTS[req.language];
  const transcript = req.transcript.trim();
  const s = analyzeMessage(transcript, req.language);
  if (s.words === 0 || PLACEHOLDERS.some((p) => p.test(transcript))) {
    return { score: 0, confidence: 0, clarity: 0, energy: null, fillerWords: { count: 0, words: [] }, pace: { wpm: null, rating: null }, feedback: t.noSpeech, suggestions: [t.recordAgain] };
  }
  const v = measureVoice(req, s);
  const base = scores(s, v);
  const content = scoreMessage(s, null);
  const score = overall(base, v, (content.value + content.cta) / 2);
  const suggestions: string[] = [];
  if (v.pace?.rating === 'fast') suggestions.push(t.slowDown(v.pace.wpm));
  if (v.pace?.rating === 'slow') suggestions.push(t.speedUp(v.pace.wpm));
  if (v.fillerCount) suggestions.push(t.cutFillers(v.fillerWords.slice(0, 3)));
  if (s.hits.hedge.length) suggestions.push(t.hedges(s.hits.hedge[0]));
  if (v.loudness !== null && v.loudness < 0.08) suggestions.push(t.monotone);
  if (v.longPauses >= 2) suggestions.push(t.pauses(v.longPauses));
  if (content.value < 55) suggestions.push(t.addValue);
  if (!s.cta.length) suggestions.push(t.addCta);
  return {
    score,
    ...base,
    fillerWords: { count: v.fillerCount, words: v.fillerWords },
    pace: v.pace ? { wpm: v.pace.wpm, rating: v.pace.rating } : { wpm: null, rating: null },
    feedback: [t.verdict(score), v.pace ? t.pace[v.pace.rating](v.pace.wpm) : t.paceUnmeasured, t.fillers(v.fillerCount)].join(' '),
    suggestions: suggestions.length ? suggestions.slice(0, 4) : [t.keepItUp],
  };
}
