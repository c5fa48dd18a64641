import type { Db } from '../../lib/db';

export interface ChallengeData {
  title: string;
  description: string;
  scenario: string;
  initialMessage: string;
  type: string;
  difficulty: string;
  category: string;
  clientName: string | null;
  clientType: string | null;
  expectedResponse: string | null;
  /** JSON list of strings. */
  tips: string;
  isActive: boolean;
  translations?: string;
}

export function createChallengesRepository(db: Db) {
  return {
    listActive: () => db.challenge.findMany({ where: { isActive: true }, orderBy: { id: 'asc' } }),
    listAll: () => db.challenge.findMany({ orderBy: { id: 'asc' } }),
    find: (id: number) => db.challenge.findUnique({ where: { id } }),
    create: (data: ChallengeData) => db.challenge.create({ data }),
    update: (id: number, data: ChallengeData) => db.challenge.update({ where: { id }, data }),
    remove: (id: number) => db.challenge.delete({ where: { id } }),
  };
}

export type ChallengesRepository = ReturnType<typeof createChallengesRepository>;
