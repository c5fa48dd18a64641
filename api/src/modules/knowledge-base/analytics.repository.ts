import type { ChallengesRepository } from '../challenges/challenges.repository';
import type { ChatRepository } from '../chat/chat.repository';
import type { PhrasesRepository } from '../coaching-phrases/phrases.repository';
import type { TrainingRepository } from '../training/training.repository';

interface Owners {
  challenges: Pick<ChallengesRepository, 'count' | 'countActive'>;
  phrases: Pick<PhrasesRepository, 'count' | 'countCustom'>;
  training: Pick<TrainingRepository, 'count'>;
  chat: Pick<ChatRepository, 'sessionsByScenario' | 'completedByScenario' | 'latestTitles'>;
}

/** Read-only figures across the knowledge base, for the admins' Analytics tab, asked of each table's owner. */
export function createAnalyticsRepository({ challenges, phrases, training, chat }: Owners) {
  return {
    async counts() {
      const [totalScenarios, activeScenarios, customPhrases, totalPhrases, trainingRecordings] = await Promise.all([
        challenges.count(),
        challenges.countActive(),
        phrases.countCustom(),
        phrases.count(),
        training.count(),
      ]);
      return { totalScenarios, activeScenarios, customPhrases, totalPhrases, trainingRecordings };
    },
    sessionsByScenario: chat.sessionsByScenario,
    completedByScenario: chat.completedByScenario,
    latestTitles: chat.latestTitles,
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
