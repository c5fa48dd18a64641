import type { Db } from '../../lib/db';

export function createChallengesRepository(db: Db) {
  return {
    listActive: () => db.challenge.findMany({ where: { isActive: true }, orderBy: { id: 'asc' } }),
  };
}

export type ChallengesRepository = ReturnType<typeof createChallengesRepository>;
