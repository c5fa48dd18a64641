import { describe, expect, it } from 'vitest';
import { applyCompletion, nextStreak, xpFor } from './progress-rules';

const fresh = { totalSessions: 0, averageScore: 0, streak: 0, xp: 0 };

describe('progress rules', () => {
  it('when the first session completes, then the stats count it', () => {
    expect(applyCompletion(fresh, { score: 80, day: '2026-11-21', lastDay: null })).toEqual({ totalSessions: 1, averageScore: 80, streak: 1, xp: 50 });
  });

  it('when more sessions complete, then the average is the running mean of their scores', () => {
    const one = applyCompletion(fresh, { score: 80, day: '2026-11-21', lastDay: null });
    const two = applyCompletion(one, { score: 61, day: '2026-11-21', lastDay: '2026-11-21' });
    expect(two.averageScore).toBe(70.5);
    expect(two.totalSessions).toBe(2);
  });

  it('when sessions complete on consecutive UTC days, then the streak grows; a gap resets it; the same day keeps it', () => {
    expect(nextStreak(3, '2026-11-20', '2026-11-21')).toBe(4);
    expect(nextStreak(3, '2026-11-21', '2026-11-21')).toBe(3);
    expect(nextStreak(0, '2026-11-21', '2026-11-21')).toBe(1);
    expect(nextStreak(3, '2026-11-19', '2026-11-21')).toBe(1);
    expect(nextStreak(9, '2026-02-28', '2026-03-01')).toBe(10);
  });

  it('when a session scores, then the XP is 10 plus half the score', () => {
    expect(xpFor(0)).toBe(10);
    expect(xpFor(77)).toBe(49);
  });
});
