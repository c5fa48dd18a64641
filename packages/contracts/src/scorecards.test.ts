import { describe, expect, it } from 'vitest';
import { medalFor, scorecardInputSchema, scorecardScore } from './scorecards';

describe('scorecard score and medals', () => {
  it('when criteria are met, partial or missed, then the score is their weighted credit and unjudged ones are left out', () => {
    expect(scorecardScore([{ status: 'met', weight: 3 }, { status: 'partial', weight: 2 }, { status: 'missed', weight: 1 }])).toBe(67);
    expect(scorecardScore([{ status: 'met', weight: 1 }, { status: 'unjudged', weight: 5 }])).toBe(100);
    expect(scorecardScore([{ status: 'unjudged', weight: 5 }])).toBe(0);
  });

  it('when the score reaches 70, 80 or 90 at or above the pass mark, then bronze, silver or gold', () => {
    expect(medalFor(69, 60, true)).toBeNull();
    expect(medalFor(70, 60, true)).toBe('bronze');
    expect(medalFor(80, 70, true)).toBe('silver');
    expect(medalFor(90, 70, true)).toBe('gold');
    expect(medalFor(84, 85, false)).toBeNull();
    expect(medalFor(85, 85, true)).toBe('silver');
  });

  it('when the session failed (compliance), then no medal whatever the score', () => {
    expect(medalFor(100, 70, false)).toBeNull();
  });

  it('when a card has more than 8 criteria or fewer than 3, then it is refused with a key naming the limit', () => {
    const criterion = { title: 'Asks', description: '', weight: 1 };
    const many = scorecardInputSchema.safeParse({ passMark: 70, criteria: Array(9).fill(criterion) });
    expect(many.success ? null : many.error.issues[0].message).toBe('knowledge:scorecard.errors.tooManyCriteria');
    const few = scorecardInputSchema.safeParse({ passMark: 70, criteria: [criterion] });
    expect(few.success ? null : few.error.issues[0].message).toBe('knowledge:scorecard.errors.tooFewCriteria');
    expect(scorecardInputSchema.safeParse({ passMark: 70, criteria: [{ ...criterion, title: 'a\u0007b' }, criterion, criterion] }).success).toBe(false);
  });
});
