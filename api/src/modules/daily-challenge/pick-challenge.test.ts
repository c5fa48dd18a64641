import { describe, expect, it } from 'vitest';
import { isNearDay, pickChallenge, utcDay } from './pick-challenge';

const challenges = [1, 2, 3, 4, 5].map((id) => ({ id }));

describe('pickChallenge', () => {
  it('when asked twice for the same user and day, then the same challenge comes back', () => {
    expect(pickChallenge(challenges, 7, '2026-11-21')).toBe(pickChallenge(challenges, 7, '2026-11-21'));
  });
  it('when the days change, then the picks vary', () => {
    const days = Array.from({ length: 10 }, (_, i) => `2026-11-${String(i + 10).padStart(2, '0')}`);
    const ids = new Set(days.map((day) => pickChallenge(challenges, 7, day)!.id));
    expect(ids.size).toBeGreaterThan(1);
  });
  it('when there is no candidate, then nothing is picked', () => {
    expect(pickChallenge([], 1, '2026-11-21')).toBeUndefined();
  });
});

describe('isNearDay', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('when the day is today, yesterday or tomorrow, then it is accepted', () => {
    expect(['2026-11-20', '2026-11-21', '2026-11-22'].every((d) => isNearDay(d, now))).toBe(true);
  });
  it('when the day is further away or not a date, then it is refused', () => {
    expect(isNearDay('2026-11-19', now)).toBe(false);
    expect(isNearDay('2026-02-30', now)).toBe(false);
  });
  it('when formatting, then the UTC day is used', () => expect(utcDay(now)).toBe('2026-11-21'));
});
