import type { Db } from '../../lib/db';
import { isUniqueViolation } from '../../lib/db-errors';

export function createAchievementsRepository(db: Db) {
  return {
    /** The user's rows, for their data export. */
    listForExport: (userId: number) => db.userAchievement.findMany({ where: { userId }, orderBy: { id: 'asc' } }),
    async unlocked(userId: number) {
      return db.userAchievement.findMany({ where: { userId }, select: { achievementId: true, unlockedAt: true } });
    },

    /** Stores the unlock; false when it was already there (two sessions ending together). */
    async unlock(userId: number, achievementId: string, at: Date): Promise<boolean> {
      try {
        await db.userAchievement.create({ data: { userId, achievementId, unlockedAt: at } });
        return true;
      } catch (err) {
        if (isUniqueViolation(err)) return false;
        throw err;
      }
    },
  };
}

export type AchievementsRepository = ReturnType<typeof createAchievementsRepository>;
