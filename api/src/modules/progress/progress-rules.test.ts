import { describe, expect, it, vi } from 'vitest';
import { isTimeZone, levelFor, levelProgressPercent, levelTitleKey, localDay, streakOn, totalsOf, xpFor, xpToNextLevel } from './progress-rules';

describe('progress rules', () => {
  it('when an activity scores, then the XP is 10 plus half the score (clamped to 0-100)', () => {
    expect(xpFor(0)).toBe(10);
    expect(xpFor(77)).toBe(49);
    expect(xpFor(100)).toBe(60);
    expect(xpFor(250)).toBe(60);
  });

  it('when XP grows, then the level rises every 1000 XP up to 10, and xpToNext is 0 at the top', () => {
    expect([levelFor(0), levelFor(999), levelFor(1000), levelFor(8999), levelFor(9000), levelFor(50_000)]).toEqual([1, 1, 2, 9, 10, 10]);
    expect(xpToNextLevel(0)).toBe(1000);
    expect(xpToNextLevel(1250)).toBe(750);
    expect(xpToNextLevel(9000)).toBe(0);
    expect(levelTitleKey(1)).toBe('rookie');
    expect(levelTitleKey(10)).toBe('legend');
  });

  it('when the level progress is computed, then it follows spec 001 §9 (100 at the top level)', () => {
    expect(levelProgressPercent(1250, 750)).toBe(25);
    expect(levelProgressPercent(0, 1000)).toBe(0);
    expect(levelProgressPercent(9500, 0)).toBe(100);
  });

  it('when a day is computed, then it is the calendar day in the user\'s own time zone', () => {
    const lateEvening = new Date('2026-11-21T22:30:00Z');
    expect(localDay(lateEvening, 'UTC')).toBe('2026-11-21');
    expect(localDay(lateEvening, 'Europe/Moscow')).toBe('2026-11-22');
    expect(localDay(lateEvening, 'America/Los_Angeles')).toBe('2026-11-21');
    expect(localDay(lateEvening, 'Not/AZone')).toBe('2026-11-21');
  });

  it('when activities fall on consecutive days, then the streak counts them up to today or yesterday; a gap ends it', () => {
    expect(streakOn(['2026-11-19', '2026-11-20', '2026-11-21'], '2026-11-21')).toBe(3);
    expect(streakOn(['2026-11-19', '2026-11-20'], '2026-11-21')).toBe(2);
    expect(streakOn(['2026-11-18', '2026-11-19'], '2026-11-21')).toBe(0);
    expect(streakOn(['2026-11-17', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-21'], '2026-11-21')).toBe(3);
    expect(streakOn(['2026-02-28', '2026-03-01'], '2026-03-01')).toBe(2);
    expect(streakOn([], '2026-03-01')).toBe(0);
  });

  it('when two sessions straddle UTC midnight but fall on one Moscow day, then the Moscow streak is 1 while the UTC one is 2', () => {
    const times = [new Date('2026-11-21T23:30:00Z'), new Date('2026-11-22T00:30:00Z')];
    expect(streakOn(times.map((t) => localDay(t, 'Europe/Moscow')), '2026-11-22')).toBe(1);
    expect(streakOn(times.map((t) => localDay(t, 'UTC')), '2026-11-22')).toBe(2);
  });

  it('when totals are computed, then sessions are chat, call and voice; quizzes count apart; perfect scores count every non-DISC 100', () => {
    const totals = totalsOf(
      [
        { kind: 'chat', score: 80, xp: 50, day: '2026-11-20' },
        { kind: 'call', score: 100, xp: 60, day: '2026-11-21' },
        { kind: 'quiz', score: 100, xp: 60, day: '2026-11-21' },
        { kind: 'disc', score: 100, xp: 60, day: '2026-11-21' },
      ],
      '2026-11-21',
    );
    expect(totals).toMatchObject({ xp: 230, level: 1, xpToNext: 770, totalSessions: 2, averageScore: 90, perfectScores: 2, totalQuizzes: 1, streak: 2 });
    expect(totals.kindCounts).toEqual({ chat: 1, quiz: 1, call: 1, voice: 0, disc: 1 });
  });

  it('when sessions are scored 90, 70, 65 and 40, then the success rate is the share at 70 or more (50%), not the average (66)', () => {
    const session = (score: number) => ({ kind: 'chat' as const, score, xp: 10, day: '2026-11-21' });
    const totals = totalsOf([session(90), session(70), session(65), session(40), { kind: 'quiz', score: 100, xp: 60, day: '2026-11-21' }], '2026-11-21');
    expect(totals.successRate).toBe(50);
    expect(Math.round(totals.averageScore)).toBe(66);
    expect(totalsOf([], '2026-11-21').successRate).toBe(0);
  });

  it('when a time zone is checked, then only names the runtime knows pass', () => {
    expect(isTimeZone('Europe/Moscow')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });

  it('when a zone is asked for again, then its formatter is reused, but never kept under another spelling of its name', () => {
    // A new formatter is asked for its canonical zone once, as it is made.
    const made = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    const at = new Date('2026-11-21T22:30:00Z');
    expect(localDay(at, 'Asia/Tokyo')).toBe('2026-11-22');
    const afterFirst = made.mock.calls.length;
    expect(localDay(at, 'Asia/Tokyo')).toBe('2026-11-22');
    expect(made.mock.calls.length).toBe(afterFirst);
    // Another spelling works, and is made again each time rather than stored.
    expect(localDay(at, 'asia/TOKYO')).toBe('2026-11-22');
    expect(localDay(at, 'asia/TOKYO')).toBe('2026-11-22');
    expect(made.mock.calls.length).toBeGreaterThanOrEqual(afterFirst + 2);
    made.mockRestore();
  });
});
