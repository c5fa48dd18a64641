import { QUIZ_PASS_MIN, quizPassed, quizTimeLimit } from '@app/contracts/quiz';
import { describe, expect, it } from 'vitest';

describe('quiz pass thresholds', () => {
  it.each(Object.entries(QUIZ_PASS_MIN))('when %s scores exactly its minimum, then it passes; one point below fails', (category, min) => {
    expect(quizPassed(category as keyof typeof QUIZ_PASS_MIN, min)).toBe(true);
    expect(quizPassed(category as keyof typeof QUIZ_PASS_MIN, min - 1)).toBe(false);
  });

  it('when the minimums are read, then they are the spec values 90/75/85/90 and the timers 3600/1800', () => {
    expect(QUIZ_PASS_MIN).toEqual({ 'property-basics': 90, 'market-analysis': 75, 'client-handling': 85, 'legal-compliance': 90 });
    expect(quizTimeLimit('property-basics')).toBe(3600);
    expect(quizTimeLimit('legal-compliance')).toBe(1800);
  });
});
