import { describe, expect, it } from 'vitest';
import { callInputSchema, type ChatTurn } from '../../ai-types';
import { callMetrics, callScore } from './call-metrics';

const GOOD: ChatTurn[] = [
  { isAgent: false, content: 'Hi, I am calling about the flat.' },
  { isAgent: true, content: 'Thanks for calling! What matters most to you in your next home?' },
  { isAgent: false, content: 'A quiet street and a school.' },
  { isAgent: true, content: 'I understand. This flat is on a quiet cul-de-sac and the school is 400 metres away. Shall we book a viewing on Saturday at 11?' },
];
const PUSHY: ChatTurn[] = [
  { isAgent: false, content: 'Hi, I am calling about the flat.' },
  { isAgent: true, content: 'You must buy it now, last chance, someone else will take it!' },
  { isAgent: false, content: 'I need to think.' },
  { isAgent: true, content: 'Stop thinking, just sign today.' },
];
const metrics = (transcript: ChatTurn[], language: 'en' | 'ru' = 'en') => callMetrics(callInputSchema.parse({ transcript, language }));
const score = (transcript: ChatTurn[], language: 'en' | 'ru' = 'en') => callScore(callInputSchema.parse({ transcript, language }));

describe('call metrics', () => {
  it('when nobody has spoken yet, then the live bars start neutral', () => {
    expect(metrics([])).toEqual({ confidence: 50, clarity: 50, persuasion: 50, rapport: 50 });
  });

  it('when the agent adds a strong utterance, then persuasion rises live', () => {
    expect(metrics(GOOD).persuasion).toBeGreaterThan(metrics(GOOD.slice(0, 2)).persuasion);
  });

  it('when the agent pressures the client, then rapport and persuasion are lower than a good call', () => {
    const good = metrics(GOOD);
    const pushy = metrics(PUSHY);
    expect(pushy.rapport).toBeLessThan(good.rapport - 20);
    expect(pushy.persuasion).toBeLessThan(good.persuasion);
  });

  it('when the call ends, then a good call outscores a pushy one with fitting strengths and improvements', () => {
    const good = score(GOOD);
    const pushy = score(PUSHY);
    expect(good.overallScore).toBeGreaterThan(pushy.overallScore + 20);
    expect(good.strengths).toContain('You asked for a clear next step.');
    expect(pushy.improvements[0]).toMatch(/pressure/);
  });

  it('when calls miss different things, then the first improvement is the gap on that call\'s weakest skill, not always "ask more open questions"', () => {
    const turns = (lines: string[]): ChatTurn[] => lines.flatMap((content) => [{ isAgent: false, content: 'Tell me about the flat.' }, { isAgent: true, content }]);
    // Vague and full of fillers, without a question either: persuasion is its weakest skill.
    const vague = score(turns(['Um, so, like, um, the flat is, uh, nice, you know, um, basically, like, yeah.', 'Uh, so, um, it is, like, good, you know.']));
    // Figures but no questions: rapport is its weakest skill.
    const noQuestions = score(turns(['The flat is 85 square metres and costs 420,000, which is 3% under the three comparable sales this year.', 'The yield is 5.2% and the service charge is 1,800 a year.']));
    expect(vague.improvements[0]).toMatch(/figures/);
    expect(noQuestions.improvements[0]).toMatch(/open questions/);
  });

  it('when the call is in Russian, then strengths and improvements are in Russian', () => {
    const s = score([{ isAgent: true, content: 'Берите сейчас, последний шанс!' }], 'ru');
    for (const text of [...s.strengths, ...s.improvements]) expect(text).toMatch(/[а-я]/);
  });
});
