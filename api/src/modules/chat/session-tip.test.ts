import { describe, expect, it } from 'vitest';
import type { MessageFeedback } from '@app/contracts/chat';
import { sessionTip } from './session-tip';

const feedback = (score: number, suggestion: string | undefined, nextLevel = 'Keep going'): MessageFeedback => ({
  confidence: score,
  clarity: score,
  grammar: score,
  value: score,
  cta: score,
  strengths: [],
  suggestions: suggestion ? [suggestion] : [],
  nextLevel,
});

describe('sessionTip', () => {
  it('when several messages have feedback, then the weakest message gives the tip', () => {
    expect(sessionTip([feedback(90, 'Polish'), null, feedback(40, 'Ask an open question'), feedback(70, 'Add proof')])).toBe('Ask an open question');
  });
  it('when the weakest message has no suggestion, then the last next-level advice is used', () => {
    expect(sessionTip([feedback(50, undefined), feedback(80, undefined, 'Close with a time')])).toBe('Close with a time');
  });
  it('when no message has feedback, then there is no tip', () => {
    expect(sessionTip([null, null])).toBeUndefined();
  });
});
