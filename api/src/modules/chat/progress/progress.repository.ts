import type { Db } from '../../../lib/db';
import { utcDay, type ProgressStats } from './progress-rules';

export function createProgressRepository(db: Db) {
  return {
    /**
     * Reads the stats and the day of the user's previous completed session, and writes the new
     * stats, in one transaction so two sessions ending together do not lose an update. Returns the
     * new stats (null for a user who is gone).
     */
    update(userId: number, sessionId: number, next: (stats: ProgressStats, lastDay: string | null) => ProgressStats): Promise<ProgressStats | null> {
      return db.$transaction(async (tx) => {
        const user = await tx.user.findUnique({ where: { id: userId }, select: { totalSessions: true, averageScore: true, streak: true, xp: true } });
        if (!user) return null;
        const previous = await tx.chatSession.findFirst({
          where: { userId, completed: true, id: { not: sessionId }, completedAt: { not: null } },
          orderBy: { completedAt: 'desc' },
          select: { completedAt: true },
        });
        const stats = next(user, previous?.completedAt ? utcDay(previous.completedAt) : null);
        await tx.user.update({ where: { id: userId }, data: stats });
        return stats;
      });
    },
  };
}

export type ProgressRepository = ReturnType<typeof createProgressRepository>;
