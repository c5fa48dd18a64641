import type { Db } from '../../lib/db';
import type { UsersRepository } from '../users/users.repository';
import type { ActivityKind, AppEvents, SkillName } from '../../lib/events';
import { localDay, totalsOf, xpFor, type ProgressTotals } from './progress-rules';
import { z } from 'zod';
import { activityKindSchema, skillNameSchema } from '@app/contracts/progress';
import { readJson } from '../../lib/json-text';
import { isUniqueViolation } from '../../lib/db-errors';
import { storedEnum } from '../../lib/stored-enum';

export interface StoredActivity {
  activityId: string;
  kind: ActivityKind;
  score: number;
  xp: number;
  day: string;
  completedAt: Date;
  skills: Partial<Record<SkillName, number>>;
}

const skillsSchema = z.partialRecord(skillNameSchema, z.number());
const parseSkills = (json: string): Partial<Record<SkillName, number>> => readJson(json, skillsSchema, {});


/**
 * Activities are the progress module's; the totals and time zone on the user row are the users
 * module's, written through `usersOn` on the same transaction.
 */
export function createProgressRepository(db: Db, { usersOn }: { usersOn: (client: Db) => Pick<UsersRepository, 'timeZone' | 'saveTotals' | 'setTimeZone'> }) {
  const users = usersOn(db);
  return {
    /** The user's rows, for their data export. */
    listForExport: (userId: number) => db.progressActivity.findMany({ where: { userId }, orderBy: { id: 'asc' } }),
    /**
     * Counts one finished activity and writes the totals onto the user (the home reads them), in
     * one transaction. Returns null when the activity was already counted or the user is gone.
     */
    async record(event: AppEvents['activity.completed'], now: Date): Promise<ProgressTotals | null> {
      try {
        return await db.$transaction(async (tx) => {
          const txUsers = usersOn(tx as Db);
          const timezone = await txUsers.timeZone(event.userId);
          if (timezone === undefined) return null;
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
              day: localDay(event.completedAt, timezone),
              completedAt: event.completedAt,
            },
          });
          const rows = await tx.progressActivity.findMany({ where: { userId: event.userId }, select: { kind: true, score: true, xp: true, day: true } });
          const totals = totalsOf(rows.map((r) => ({ ...r, kind: storedEnum(activityKindSchema.options, r.kind, 'chat') })), localDay(now, timezone));
          await txUsers.saveTotals(event.userId, {
            xp: totals.xp,
            streak: totals.streak,
            totalSessions: totals.totalSessions,
            averageScore: totals.averageScore,
            perfectScores: totals.perfectScores,
            totalQuizzes: totals.totalQuizzes,
          });
          return totals;
        });
      } catch (err) {
        if (isUniqueViolation(err)) return null;
        throw err;
      }
    },

    /** The user's time zone, or undefined for a user who is gone. */
    timeZone: (userId: number): Promise<string | undefined> => users.timeZone(userId),

    setTimeZone: (userId: number, timezone: string): Promise<void> => users.setTimeZone(userId, timezone),

    /** Every counted activity of these users (a team), oldest first, with its owner. */
    async activitiesOf(userIds: number[]): Promise<(StoredActivity & { userId: number; passed: boolean | null })[]> {
      const rows = await db.progressActivity.findMany({ where: { userId: { in: userIds } }, orderBy: { completedAt: 'asc' } });
      return rows.map((r) => ({ userId: r.userId, activityId: r.activityId, kind: storedEnum(activityKindSchema.options, r.kind, 'chat'), score: r.score, passed: r.passed, xp: r.xp, day: r.day, completedAt: r.completedAt, skills: parseSkills(r.skills) }));
    },

    /** Every counted activity of the user, oldest first. */
    async activities(userId: number): Promise<StoredActivity[]> {
      const rows = await db.progressActivity.findMany({ where: { userId }, orderBy: { completedAt: 'asc' } });
      return rows.map((r) => ({ activityId: r.activityId, kind: storedEnum(activityKindSchema.options, r.kind, 'chat'), score: r.score, xp: r.xp, day: r.day, completedAt: r.completedAt, skills: parseSkills(r.skills) }));
    },
  };
}

export type ProgressRepository = ReturnType<typeof createProgressRepository>;
