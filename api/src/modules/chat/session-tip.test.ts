import { describe, expect, it } from 'vitest';
import type { MessageFeedback } from '@app/contracts/chat';
import { sessionTip } from './session-tip';

const feedback = (scores: Partial<Record<'confidence' | 'clarity' | 'value' | 'cta', number>>): MessageFeedback => ({
  confidence: 70,
  clarity: 70,
  grammar: 70,
  value: 70,
  cta: 70,
  ...scores,
  strengths: [],
  suggestions: ['Words in the session language'],
  nextLevel: 'Keep going',
});

describe('sessionTip', () => {
  it('when several messages have feedback, then the tip is about the skill they scored lowest on, on average', () => {
    expect(sessionTip([feedback({ cta: 20, value: 60 }), null, feedback({ cta: 90, value: 40 })])).toBe('value');
    expect(sessionTip([feedback({ clarity: 30 })])).toBe('clarity');
  });
  it('when no message has feedback, then there is no tip', () => {
    expect(sessionTip([null, null])).toBeUndefined();
  });
});
