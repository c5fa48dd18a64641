import { describe, expect, it } from 'vitest';
import { callSummary } from './call-summary';

const improvements = (first: string) => [first, 'Close the call with a specific next step and a time.'];

describe('call summary', () => {
  it('when two calls differ, then their summaries differ: each names its own first gap and weakest skill', () => {
    const persuasive = callSummary('en', ['You asked open questions.'], improvements('Support your claims with figures.'), { confidence: 50, clarity: 64, persuasion: 24, rapport: 68 });
    const factual = callSummary('en', ['You backed your points with figures.'], improvements('Ask more open questions.'), { confidence: 76, clarity: 82, persuasion: 59, rapport: 50 });
    expect(persuasive).toBe('You asked open questions. Support your claims with figures. Weakest skill in this call: Persuasion (24/100).');
    expect(factual).toBe('You backed your points with figures. Ask more open questions. Weakest skill in this call: Rapport (50/100).');
  });

  it('when the call is in Russian, then the skill line is Russian', () => {
    expect(callSummary('ru', [], [], { confidence: 70, clarity: 40, persuasion: 60, rapport: 80 })).toBe('Самый слабый навык в этом звонке: Ясность (40/100).');
  });

  it('when nothing was measured, then no skill is named', () => {
    expect(callSummary('en', [], ['Say something on the call to get a score.'], { confidence: 0, clarity: 0, persuasion: 0, rapport: 0 })).toBe('Say something on the call to get a score.');
  });
});
