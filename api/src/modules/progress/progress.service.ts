import type { Gamification, SkillName } from '@app/contracts/progress';
import { assertSelfOrAdmin, type AuthContext } from '../../lib/auth/authenticate';
import { AppError } from '../../lib/errors';
import type { AppEvents, EventBus } from '../../lib/events';
import { translate, type Lang } from '../../lib/i18n';
import { recordOf } from '../../lib/typed-object';
import type { AchievementsService } from '../achievements/achievements.service';
import type { ProgressRepository, StoredActivity } from './progress.repository';
import { levelProgressPercent, localDay, levelTitleKey, totalsOf } from './progress-rules';

const SKILLS: SkillName[] = ['confidence', 'clarity', 'value', 'cta', 'persuasion', 'rapport'];
const HISTORY_LIMIT = 30;

interface Deps {
  events: Pick<EventBus, 'emit'>;
  achievements: Pick<AchievementsService, 'list'>;
  now?: () => Date;
}

function skillAverages(activities: readonly StoredActivity[]): Record<SkillName, number | null> {
  return recordOf(SKILLS, (skill) => {
    const readings = activities.map((a) => a.skills[skill]).filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
    return readings.length ? Math.round(readings.reduce((s, v) => s + v, 0) / readings.length) : null;
  });
}

/** The one progress engine: counts finished activities once and answers the gamification record. */
export function createProgressService(repo: ProgressRepository, { events, achievements, now = () => new Date() }: Deps) {
  return {
    /** Counts an `activity.completed` (a replay is ignored) and announces the new stats. */
    async record(event: AppEvents['activity.completed']): Promise<boolean> {
      const totals = await repo.record(event, now());
      if (!totals) return false;
      await events.emit('progress.updated', {
        userId: event.userId,
        score: event.score,
        stats: { totalSessions: totals.totalSessions, averageScore: totals.averageScore, streak: totals.streak, xp: totals.xp },
        kind: event.kind,
        passed: event.passed,
        level: totals.level,
        perfectScores: totals.perfectScores,
        kindCounts: totals.kindCounts,
        medal: event.medal,
      });
      return true;
    },

    async gamification(caller: AuthContext | undefined, userId: number, lang: Lang): Promise<Gamification> {
      assertSelfOrAdmin(caller, userId);
      const timezone = await repo.timeZone(userId);
      if (timezone === undefined) throw new AppError('notFound', 404);
      const activities = await repo.activities(userId);
      const totals = totalsOf(activities, localDay(now(), timezone));
      const list = await achievements.list(caller, userId, lang);
      return {
        level: totals.level,
        levelTitle: translate(lang, `achievements:levels.${levelTitleKey(totals.level)}`),
        xp: totals.xp,
        xpToNext: totals.xpToNext,
        levelProgress: levelProgressPercent(totals.xp, totals.xpToNext),
        streak: totals.streak,
        stats: {
          averageScore: Math.round(totals.averageScore * 10) / 10,
          successRate: totals.successRate,
          totalSessions: totals.totalSessions,
          perfectScores: totals.perfectScores,
          currentStreak: totals.streak,
          totalQuizzes: totals.totalQuizzes,
        },
        achievements: list.items,
        history: activities.slice(-HISTORY_LIMIT).map((a) => ({ activityId: a.activityId, kind: a.kind, score: a.score, completedAt: a.completedAt.toISOString() })),
        skills: skillAverages(activities),
        timezone,
      };
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
