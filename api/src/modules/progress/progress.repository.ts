import type { Db } from '../../lib/db';
import type { ActivityKind, AppEvents, SkillName } from '../../lib/events';
import { localDay, totalsOf, xpFor, type ProgressTotals } from './progress-rules';

export interface StoredActivity {
  activityId: string;
  kind: ActivityKind;
  score: number;
  xp: number;
  day: string;
  completedAt: Date;
  skills: Partial<Record<SkillName, number>>;
}

function parseSkills(json: string): Partial<Record<SkillName, number>> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Partial<Record<SkillName, number>>) : {};
  } catch {
    return {};
  }
}

const isDuplicate = (err: unknown) => (err as { code?: string }).code === 'P2002';

export function createProgressRepository(db: Db) {
  return {
    /**
     * Counts one finished activity and writes the totals onto the user (the home reads them), in
     * one transaction. Returns null when the activity was already counted or the user is gone.
     */
    async record(event: AppEvents['activity.completed'], now: Date): Promise<ProgressTotals | null> {
      try {
        return await db.$transaction(async (tx) => {
          const user = await tx.user.findUnique({ where: { id: event.userId }, select: { timezone: true } });
          if (!user) return null;
          const score = Math.round(Math.min(100, Math.max(0, event.score)));
          await tx.progressActivity.create({
            data: {
              userId: event.userId,
              activityId: event.activityId,
              kind: event.kind,
              score,
              passed: event.passed ?? null,
              skills: JSON.stringify(event.skills ?? {}),
              xp: xpFor(score),
              day: localDay(event.completedAt, user.timezone),
              completedAt: event.completedAt,
            },
          });
          const rows = await tx.progressActivity.findMany({ where: { userId: event.userId }, select: { kind: true, score: true, xp: true, day: true } });
          const totals = totalsOf(rows.map((r) => ({ ...r, kind: r.kind as ActivityKind })), localDay(now, user.timezone));
          await tx.user.update({
            where: { id: event.userId },
            data: {
              xp: totals.xp,
              streak: totals.streak,
              totalSessions: totals.totalSessions,
              averageScore: totals.averageScore,
              perfectScores: totals.perfectScores,
              totalQuizzes: totals.totalQuizzes,
            },
          });
          return totals;
        });
      } catch (err) {
        if (isDuplicate(err)) return null;
        throw err;
      }
    },

    /** The user's time zone, or undefined for a user who is gone. */
    async timeZone(userId: number): Promise<string | undefined> {
      return (await db.user.findUnique({ where: { id: userId }, select: { timezone: true } }))?.timezone;
    },

    async setTimeZone(userId: number, timezone: string): Promise<void> {
      await db.user.updateMany({ where: { id: userId, NOT: { timezone } }, data: { timezone } });
    },

    /** Every counted activity of the user, oldest first. */
    async activities(userId: number): Promise<StoredActivity[]> {
      const rows = await db.progressActivity.findMany({ where: { userId }, orderBy: { completedAt: 'asc' } });
      return rows.map((r) => ({ activityId: r.activityId, kind: r.kind as ActivityKind, score: r.score, xp: r.xp, day: r.day, completedAt: r.completedAt, skills: parseSkills(r.skills) }));
    },
  };
}

export type ProgressRepository = ReturnType<typeof createProgressRepository>;
