import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS, newlyEarned } from './achievement-catalog';
import { resources } from '@app/i18n/resources';

const facts = (over: Partial<Parameters<typeof newlyEarned>[0]> = {}) => ({ totalSessions: 1, averageScore: 50, streak: 1, xp: 35, score: 50, ...over });

describe('achievement catalog', () => {
  it('when the first session is counted, then only First Conversation is earned', () => {
    expect(newlyEarned(facts(), new Set())).toEqual(['first-session']);
  });

  it('when the streak reaches 3, 7 and 30 days, then each streak achievement is earned at its threshold', () => {
    expect(newlyEarned(facts({ streak: 2 }), new Set(['first-session']))).toEqual([]);
    expect(newlyEarned(facts({ streak: 3 }), new Set(['first-session']))).toEqual(['streak-3']);
    expect(newlyEarned(facts({ streak: 7 }), new Set(['first-session', 'streak-3']))).toEqual(['streak-7']);
    expect(newlyEarned(facts({ streak: 30 }), new Set(['first-session', 'streak-3', 'streak-7']))).toEqual(['streak-30']);
  });

  it('when a session scores 90 or 100, then High Achiever and Perfect Pitch follow the score, not the average', () => {
    expect(newlyEarned(facts({ score: 89, averageScore: 95 }), new Set(['first-session']))).toEqual([]);
    expect(newlyEarned(facts({ score: 90 }), new Set(['first-session']))).toEqual(['high-score']);
    expect(newlyEarned(facts({ score: 100 }), new Set(['first-session']))).toEqual(['high-score', 'perfect-score']);
  });

  it('when sessions and XP add up, then the volume achievements are earned', () => {
    const done = new Set(['first-session']);
    expect(newlyEarned(facts({ totalSessions: 10 }), done)).toEqual(['sessions-10']);
    expect(newlyEarned(facts({ totalSessions: 50, xp: 1000 }), done)).toEqual(['sessions-10', 'xp-1000', 'sessions-50']);
  });

  it('when an achievement is unlocked already, then it is never earned again', () => {
    const all = new Set(ACHIEVEMENTS.map((a) => a.id));
    expect(newlyEarned(facts({ totalSessions: 99, streak: 99, xp: 9999, score: 100 }), all)).toEqual([]);
  });

  it('every achievement has a name and description in English and Russian', () => {
    for (const { id } of ACHIEVEMENTS) {
      for (const lang of ['en', 'ru'] as const) {
        const texts = (resources[lang].achievements.items as Record<string, { name: string; description: string }>)[id];
        expect(texts?.name, `${lang} ${id}`).toBeTruthy();
        expect(texts?.description, `${lang} ${id}`).toBeTruthy();
      }
    }
  });

  it('when quizzes, calls, voice practice and DISC are counted, then their achievements unlock from those kinds only', () => {
    const counts = { chat: 0, quiz: 0, call: 0, voice: 0, disc: 0 };
    const done = new Set(['first-session']);
    expect(newlyEarned(facts({ kind: 'quiz', score: 100, passed: true, kindCounts: { ...counts, quiz: 1 } }), done)).toEqual(['first-quiz', 'quiz-passed', 'quiz-perfect']);
    expect(newlyEarned(facts({ kind: 'call', score: 85, kindCounts: { ...counts, call: 1 } }), done)).toEqual(['first-call', 'call-closer']);
    expect(newlyEarned(facts({ kind: 'voice', score: 50, kindCounts: { ...counts, voice: 10 } }), done)).toEqual(['first-voice', 'voice-10']);
    expect(newlyEarned(facts({ kind: 'disc', score: 100, kindCounts: { ...counts, disc: 1 } }), done)).toEqual(['disc-profile']);
    const all = { chat: 1, quiz: 1, call: 1, voice: 1, disc: 1 };
    expect(newlyEarned(facts({ kind: 'chat', kindCounts: all }), new Set(['first-session', 'first-quiz', 'first-call', 'first-voice', 'disc-profile']))).toEqual(['all-rounder']);
  });

  it('when a quiz scores 100, then the session achievements (High Achiever, Perfect Pitch) do not unlock', () => {
    expect(newlyEarned(facts({ kind: 'quiz', score: 100 }), new Set(['first-session']))).not.toContain('perfect-score');
  });

  it('when level 10 and 10 perfect scores are reached, then the legendary ones unlock; every rarity is used across at least 15', () => {
    expect(newlyEarned(facts({ level: 10, perfectScores: 10 }), new Set(['first-session']))).toEqual(['level-10', 'perfect-10']);
    expect(ACHIEVEMENTS.length).toBeGreaterThanOrEqual(15);
    expect(new Set(ACHIEVEMENTS.map((a) => a.rarity))).toEqual(new Set(['common', 'rare', 'epic', 'legendary']));
  });
});
