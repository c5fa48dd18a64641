import type { Db } from '../../lib/db';
import type { ChallengesRepository } from '../challenges/challenges.repository';
import type { UsersRepository } from '../users/users.repository';
import { isUniqueViolation } from '../../lib/db-errors';

export function createDailyChallengeRepository(db: Db, { challenges, users }: { challenges: Pick<ChallengesRepository, 'listActive'>; users: Pick<UsersRepository, 'streak'> }) {
  return {
    /** The user's rows, for their data export. */
    listForExport: (userId: number) => db.dailyChallengePick.findMany({ where: { userId }, orderBy: { day: 'asc' } }),
    userStreak: users.streak,
    listActive: challenges.listActive,
    findPick: (userId: number, day: string) => db.dailyChallengePick.findUnique({ where: { userId_day: { userId, day } } }),
    /** true when this call recorded the day's first pick (a concurrent request may have won). */
    async createPick(userId: number, day: string, challengeId: number): Promise<boolean> {
      try {
        await db.dailyChallengePick.create({ data: { userId, day, challengeId } });
        return true;
      } catch (err) {
        if (isUniqueViolation(err)) return false;
        throw err;
      }
    },
    updatePick: (userId: number, day: string, challengeId: number) =>
      db.dailyChallengePick.update({ where: { userId_day: { userId, day } }, data: { challengeId } }),
  };
}

export type DailyChallengeRepository = ReturnType<typeof createDailyChallengeRepository>;
