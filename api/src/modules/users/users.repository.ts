import type { Db } from '../../lib/db';

export function createUsersRepository(db: Db) {
  return {
    findSummary: (id: number) =>
      db.user.findUnique({
        where: { id },
        select: { id: true, name: true, username: true, role: true, streak: true, averageScore: true, totalSessions: true,
          discPrimaryType: true, discDominant: true, discInfluencer: true, discSteady: true, discCompliant: true, discUpdatedAt: true },
      }),
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
