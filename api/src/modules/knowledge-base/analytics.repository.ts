import type { Db } from '../../lib/db';

/** Read-only figures across the knowledge base's tables, for the admins' Analytics tab. */
export function createAnalyticsRepository(db: Db) {
  return {
    async counts() {
      const [totalScenarios, activeScenarios, customPhrases, totalPhrases, trainingRecordings] = await Promise.all([
        db.challenge.count(),
        db.challenge.count({ where: { isActive: true } }),
        db.coachingPhrase.count({ where: { custom: true } }),
        db.coachingPhrase.count(),
        db.trainingRecording.count(),
      ]);
      return { totalScenarios, activeScenarios, customPhrases, totalPhrases, trainingRecordings };
    },
    /** Chat sessions per scenario, most practised first. */
    sessionsByScenario: (take: number) =>
      db.chatSession.groupBy({ by: ['scenarioKey'], _count: { _all: true }, orderBy: [{ _count: { scenarioKey: 'desc' } }, { scenarioKey: 'asc' }], take }),
    completedByScenario: (keys: string[]) =>
      db.chatSession.groupBy({ by: ['scenarioKey'], where: { scenarioKey: { in: keys }, completed: true }, _count: { _all: true } }),
    /** The newest title each scenario was played under (titles are copied into sessions). */
    latestTitles: (keys: string[]) =>
      db.chatSession.findMany({ where: { scenarioKey: { in: keys } }, select: { scenarioKey: true, scenarioTitle: true }, orderBy: { id: 'desc' }, distinct: ['scenarioKey'] }),
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
