import { describe, expect, it } from 'vitest';
import { messageScore, sessionScore } from './chat';

const fb = (confidence: number, clarity: number, value: number, cta: number, grammar = 0) => ({
  confidence, clarity, value, cta, grammar, strengths: [], suggestions: [], nextLevel: '',
});

describe('sessionScore', () => {
  it('when no trainee message has feedback, then the score is 0', () => {
    expect(sessionScore([])).toBe(0);
    expect(sessionScore([{ isAgent: false, feedback: null }, { isAgent: true, feedback: null }])).toBe(0);
  });
  it('when messages have feedback, then it is the rounded mean of confidence, clarity, value and cta, grammar left out', () => {
    expect(messageScore(fb(80, 70, 60, 50, 0))).toBe(65);
    const messages = [
      { isAgent: false, feedback: null },
      { isAgent: true, feedback: fb(80, 70, 60, 50, 0) },
      { isAgent: true, feedback: fb(91, 90, 90, 90, 100) },
      { isAgent: true, feedback: null },
    ];
    // (65 + 90.25) / 2 = 77.625
    expect(sessionScore(messages)).toBe(78);
  });
  it('when a client message carries feedback by mistake, then it is ignored', () => {
    expect(sessionScore([{ isAgent: false, feedback: fb(100, 100, 100, 100) }, { isAgent: true, feedback: fb(40, 40, 40, 40) }])).toBe(40);
  });
});
