import type { AchievementList } from '@app/contracts/achievements';
import { assertSelfOrAdmin, type AuthContext } from '../../lib/auth/authenticate';
import { translate, type Lang } from '../../lib/i18n';
import type { NotificationsService } from '../notifications/notifications.service';
import { ACHIEVEMENTS, newlyEarned, type AchievementFacts } from './achievement-catalog';
import type { AchievementsRepository } from './achievements.repository';

interface Deps {
  notifications: Pick<NotificationsService, 'notifyEvent'>;
  /** Where the user's gold medals are (the scorecards): read only after an activity that earned gold. */
  medals?: { goldCategories(userId: number): Promise<string[]> };
  now?: () => Date;
}

export function createAchievementsService(repo: AchievementsRepository, { notifications, medals, now = () => new Date() }: Deps) {
  return {
    /** The catalog with the user's unlocks: unlocked first (newest first), then locked in catalog order. */
    async list(caller: AuthContext | undefined, userId: number, lang: Lang): Promise<AchievementList> {
      assertSelfOrAdmin(caller, userId);
      const unlockedAt = new Map((await repo.unlocked(userId)).map((row) => [row.achievementId, row.unlockedAt]));
      const items = ACHIEVEMENTS.map((a) => ({
        id: a.id,
        name: translate(lang, `achievements:items.${a.id}.name`),
        description: translate(lang, `achievements:items.${a.id}.description`),
        icon: a.icon,
        rarity: a.rarity,
        unlocked: unlockedAt.has(a.id),
        unlockedAt: unlockedAt.get(a.id)?.toISOString() ?? null,
      })).sort((a, b) => Number(b.unlocked) - Number(a.unlocked) || (b.unlockedAt ?? '').localeCompare(a.unlockedAt ?? ''));
      return { items, unlocked: unlockedAt.size, total: ACHIEVEMENTS.length };
    },

    /** Unlocks what the new stats earn and tells the user about each, once. Returns the new ids. */
    async evaluate(userId: number, given: AchievementFacts): Promise<string[]> {
      const already = new Set((await repo.unlocked(userId)).map((row) => row.achievementId));
      const facts = given.medal === 'gold' && medals && !given.goldCategories ? { ...given, goldCategories: await medals.goldCategories(userId) } : given;
      const unlocked: string[] = [];
      for (const id of newlyEarned(facts, already)) {
        if (!(await repo.unlock(userId, id, now()))) continue;
        unlocked.push(id);
        await notifications.notifyEvent(userId, 'achievementUnlocked', { achievement: id });
      }
      return unlocked;
    },
  };
}

export type AchievementsService = ReturnType<typeof createAchievementsService>;
