import { SUCCESS_SCORE } from '@app/contracts/progress';
import type { ActivityKind } from '../../lib/events';

/** XP per level (spec 001 §9: level progress reads xp mod 1000). */
export const XP_PER_LEVEL = 1000;
export const MAX_LEVEL = 10;
/** Level titles 1-10 (spec 001 §4), the keys of progress:levels.<key>. */
export const LEVEL_TITLES = ['rookie', 'apprentice', 'associate', 'professional', 'senior', 'expert', 'elite', 'master', 'grandmaster', 'legend'] as const;
/** Kinds that count as practice sessions (Sessions, Success Rate); quizzes count apart, DISC only earns XP. */
export const SESSION_KINDS: readonly ActivityKind[] = ['chat', 'call', 'voice'];

/** Points for one finished activity: something for showing up, more for doing well. */
export const xpFor = (score: number) => 10 + Math.round(Math.min(100, Math.max(0, score)) / 2);

export function levelFor(xp: number): number {
  return Math.min(MAX_LEVEL, Math.floor(Math.max(0, xp) / XP_PER_LEVEL) + 1);
}

/** XP still needed for the next level; 0 at the top level. */
export function xpToNextLevel(xp: number): number {
  return levelFor(xp) >= MAX_LEVEL ? 0 : XP_PER_LEVEL - (Math.max(0, xp) % XP_PER_LEVEL);
}

/** Spec 001 §9: (xp mod 1000) / (xpToNext + xp mod 1000) x 100, or 100 when xpToNext is 0. */
export function levelProgressPercent(xp: number, xpToNext: number): number {
  if (xpToNext === 0) return 100;
  const into = Math.max(0, xp) % XP_PER_LEVEL;
  return Math.round((into / (xpToNext + into)) * 100);
}

export const levelTitleKey = (level: number) => LEVEL_TITLES[Math.min(MAX_LEVEL, Math.max(1, level)) - 1];

// One day formatter per zone, made once: making one costs far more than formatting with it, and a
// progress read formats the day of every activity. Kept under the zone's canonical name only (about
// 600 of them): another spelling of a zone ("europe/moscow") gets a formatter of its own each time,
// so a client cannot grow the map by varying one name.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(zone: string): Intl.DateTimeFormat {
  const known = dayFormats.get(zone);
  if (known) return known;
  const format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const canonical = format.resolvedOptions().timeZone;
  if (!dayFormats.has(canonical)) dayFormats.set(canonical, format);
  return format;
}

/** True for a time zone name the runtime knows (IANA, e.g. "Europe/Moscow", or "UTC"). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return false;
  try {
    dayFormat(value);
    return true;
  } catch {
    return false;
  }
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone (UTC when the zone is unknown). */
export function localDay(at: Date, timeZone: string): string {
  return dayFormat(isTimeZone(timeZone) ? timeZone : 'UTC').format(at);
}

function previousDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Consecutive days with an activity ending on `today` (or yesterday: a streak is not lost before
 * the day is over). 0 when the last active day is older.
 */
export function streakOn(activeDays: Iterable<string>, today: string): number {
  const days = new Set(activeDays);
  let day = days.has(today) ? today : previousDay(today);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = previousDay(day);
  }
  return streak;
}

export interface CountedActivity {
  kind: ActivityKind;
  score: number;
  xp: number;
  day: string;
}

export interface ProgressTotals {
  xp: number;
  level: number;
  xpToNext: number;
  totalSessions: number;
  averageScore: number;
  successRate: number;
  perfectScores: number;
  totalQuizzes: number;
  streak: number;
  kindCounts: Record<ActivityKind, number>;
}

/** Everything the engine reports, computed from the counted activities alone (a replay changes nothing). */
export function totalsOf(activities: readonly CountedActivity[], today: string): ProgressTotals {
  const sessions = activities.filter((a) => SESSION_KINDS.includes(a.kind));
  const xp = activities.reduce((sum, a) => sum + a.xp, 0);
  const kindCounts: Record<ActivityKind, number> = { chat: 0, quiz: 0, call: 0, voice: 0, disc: 0 };
  for (const a of activities) kindCounts[a.kind] += 1;
  return {
    xp,
    level: levelFor(xp),
    xpToNext: xpToNextLevel(xp),
    totalSessions: sessions.length,
    averageScore: sessions.length ? sessions.reduce((sum, a) => sum + a.score, 0) / sessions.length : 0,
    successRate: sessions.length ? Math.round((sessions.filter((a) => a.score >= SUCCESS_SCORE).length / sessions.length) * 100) : 0,
    perfectScores: activities.filter((a) => a.kind !== 'disc' && a.score >= 100).length,
    totalQuizzes: kindCounts.quiz,
    streak: streakOn(activities.map((a) => a.day), today),
    kindCounts,
  };
}
