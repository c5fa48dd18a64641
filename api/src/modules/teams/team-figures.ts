import type { DashboardMember, LeaderboardPeriod } from '@app/contracts/teams';
import type { MessageFeedback } from '@app/contracts/chat';
import type { ActivityKind, SkillName } from '../../lib/events';
import { levelFor, SESSION_KINDS } from '../progress/progress-rules';

export interface TeamActivity {
  userId: number;
  activityId: string;
  kind: ActivityKind;
  score: number;
  passed: boolean | null;
  xp: number;
  completedAt: Date;
  skills: Partial<Record<SkillName, number>>;
}

const DAY_MS = 86_400_000;
const mean = (values: number[]) => (values.length ? Math.round((values.reduce((s, v) => s + v, 0) / values.length) * 10) / 10 : null);
const isSession = (a: { kind: ActivityKind }) => SESSION_KINDS.includes(a.kind);

/** One member's row of the dashboard from their activities, the coach's feedback on their replies and their scorecard medals. */
export function memberFigures(
  profile: { id: number; name: string; xp: number },
  activities: readonly TeamActivity[],
  feedback: readonly (MessageFeedback | null)[],
  medals: DashboardMember['medals'],
): DashboardMember {
  const sessions = activities.filter(isSession);
  const skill = (name: SkillName) => {
    const v = mean(activities.map((a) => a.skills[name]).filter((x): x is number => typeof x === 'number'));
    return v === null ? null : Math.round(v);
  };
  const scored = feedback.filter((f): f is MessageFeedback => f !== null);
  const grammar = mean(scored.map((f) => f.grammar));
  return {
    userId: profile.id,
    name: profile.name,
    role: 'member',
    xp: profile.xp,
    level: levelFor(profile.xp),
    sessions: sessions.length,
    averageScore: mean(sessions.map((a) => a.score)),
    medals,
    lastActivityAt: activities.at(-1)?.completedAt.toISOString() ?? null,
    skills: { confidence: skill('confidence'), clarity: skill('clarity'), value: skill('value'), cta: skill('cta'), grammar: grammar === null ? null : Math.round(grammar) },
    complianceFindings: scored.reduce((n, f) => n + (f.compliance?.length ?? 0), 0),
  };
}

/** Monday 00:00 UTC of the week of `at`. */
export function weekStart(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

/** Sessions and average score per week for the last `weeks` weeks, oldest first. */
export function weeklyTrend(activities: readonly TeamActivity[], now: Date, weeks = 8) {
  const current = weekStart(now).getTime();
  return Array.from({ length: weeks }, (_, i) => {
    const from = current - (weeks - 1 - i) * 7 * DAY_MS;
    const inWeek = activities.filter((a) => isSession(a) && a.completedAt.getTime() >= from && a.completedAt.getTime() < from + 7 * DAY_MS);
    return { weekStart: new Date(from).toISOString().slice(0, 10), sessions: inWeek.length, averageScore: mean(inWeek.map((a) => a.score)) };
  });
}

export const periodStart = (period: LeaderboardPeriod, now: Date): Date | null =>
  period === 'week' ? new Date(now.getTime() - 7 * DAY_MS) : period === 'month' ? new Date(now.getTime() - 30 * DAY_MS) : null;

/** Ranked by XP in the period (ties share a rank), then by name. */
export function rankEntries<T extends { xp: number; sortName: string }>(rows: T[]): (T & { rank: number })[] {
  const sorted = [...rows].sort((a, b) => b.xp - a.xp || a.sortName.localeCompare(b.sortName));
  return sorted.map((row, i) => ({ ...row, rank: i > 0 && sorted[i - 1].xp === row.xp ? sorted.findIndex((r) => r.xp === row.xp) + 1 : i + 1 }));
}

export { isSession };
