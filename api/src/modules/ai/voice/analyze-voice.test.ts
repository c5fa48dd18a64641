import { describe, expect, it } from 'vitest';
import { voiceInputSchema, type VoiceInput } from '../ai-types';
import { analyzeVoice } from './analyze-voice';

const analyze = (input: VoiceInput) => analyzeVoice(voiceInputSchema.parse(input));

const CLEAN =
  "I understand the price matters to you. Three similar homes on this street sold for between four hundred ten and four hundred thirty five thousand in the last six months, so this price is fair. I'll send you the comparables today. Shall we look at them together on Thursday at six?";
const MESSY = "Um, so, like, the price is, uh, kind of okay I think, you know, basically it's um fine, I guess, and uh, yeah.";

describe('voice analysis', () => {
  it('when the answer is fluent and in the pace band, then it scores well with no fillers', () => {
    const v = analyze({ transcript: CLEAN, durationSec: 22 });
    expect(v.pace).toEqual({ wpm: 139, rating: 'good' });
    expect(v.fillerWords).toEqual({ count: 0, words: [] });
    expect(v.score).toBeGreaterThanOrEqual(70);
  });

  it('when the answer is full of fillers, then it counts them by word and scores low', () => {
    const v = analyze({ transcript: MESSY, durationSec: 15 });
    expect(v.fillerWords.count).toBeGreaterThanOrEqual(7);
    expect(v.fillerWords.words).toEqual(expect.arrayContaining([{ word: 'um', count: 2 }, { word: 'uh', count: 2 }]));
    expect(v.score).toBeLessThan(40);
    expect(v.suggestions.join(' ')).toMatch(/"um" ×2/);
  });

  it('when the pace is outside 120-160 wpm, then it is rated and a suggestion gives the target', () => {
    const fast = analyze({ transcript: CLEAN, durationSec: 12 });
    expect(fast.pace.rating).toBe('fast');
    expect(fast.suggestions[0]).toMatch(/Slow down from \d+ to about 140/);
    expect(analyze({ transcript: CLEAN, durationSec: 40 }).pace.rating).toBe('slow');
  });

  it('when acoustic features show a monotone voice and long pauses, then energy and confidence drop', () => {
    const plain = analyze({ transcript: CLEAN, durationSec: 22 });
    const flat = analyze({ transcript: CLEAN, durationSec: 22, acoustic: { loudnessVariation: 0.03, longPauseCount: 3, speakingTimeSec: 11 } });
    const lively = analyze({ transcript: CLEAN, durationSec: 22, acoustic: { loudnessVariation: 0.3, speakingTimeSec: 20 } });
    expect(flat.energy!).toBeLessThan(plain.energy!);
    expect(flat.confidence).toBeLessThan(plain.confidence);
    expect(lively.energy!).toBeGreaterThan(plain.energy!);
    expect(flat.suggestions.join(' ')).toMatch(/Vary your loudness/);
  });

  it('when the session is in Russian, then Russian fillers are found and the texts are Russian', () => {
    const v = analyze({ language: 'ru', transcript: 'Ну, типа, цена, как бы, нормальная, короче.', durationSec: 6 });
    expect(v.fillerWords.words.map((w) => w.word)).toEqual(expect.arrayContaining(['ну', 'типа', 'как бы', 'короче']));
    expect(v.feedback).toMatch(/Темп \d+ слов в минуту/);
    expect(v.suggestions.join(' ')).toContain('«ну» ×1');
  });

  it('when the words were typed (no recorded duration), then pace and energy are not measured and the feedback says so', () => {
    const typed = analyze({ transcript: CLEAN });
    expect(typed.pace).toEqual({ wpm: null, rating: null });
    expect(typed.energy).toBeNull();
    expect(typed.feedback).toMatch(/Pace and energy were not measured/);
    expect(typed.suggestions.join(' ')).not.toMatch(/words per minute|Slow down|Pick up the pace/);
    expect(typed.score).toBeGreaterThanOrEqual(60);
    expect(analyze({ language: 'ru', transcript: 'Цена справедливая, давайте посмотрим квартиру в четверг.' }).feedback).toMatch(/Темп и энергичность не измерены/);
  });

  it('when acoustic features come without recognised speech, then they do not change the result', () => {
    const typed = analyze({ transcript: CLEAN });
    expect(analyze({ transcript: CLEAN, acoustic: { loudnessVariation: 0.01, longPauseCount: 5, speakingTimeSec: 1 } })).toEqual(typed);
  });

  it('when the browser sent a placeholder instead of a transcript, then the result asks to record again', () => {
    const v = analyze({ transcript: 'Transcription failed. Please try again.', durationSec: 10 });
    expect(v.score).toBe(0);
    expect(v.suggestions[0]).toMatch(/Record again/);
  });
});
