import type { Challenge } from '@app/contracts/challenges';
import type { Lang } from '../../lib/i18n';
import { localizeChallenge } from './challenge-texts';
import type { ChallengesRepository } from './challenges.repository';

export function createChallengesService(repo: ChallengesRepository) {
  return {
    async listActive(lang: Lang): Promise<Challenge[]> {
      const rows = await repo.listActive();
      return rows.map((row) => {
        const r = localizeChallenge(row, lang);
        return {
          id: r.id,
          title: r.title,
          description: r.description,
          scenario: r.scenario,
          initialMessage: r.initialMessage,
          type: r.type,
          difficulty: r.difficulty,
          category: r.category,
          clientName: r.clientName,
          clientType: r.clientType,
          tips: r.tips,
        };
      });
    },
  };
}

export type ChallengesService = ReturnType<typeof createChallengesService>;
