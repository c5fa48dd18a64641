import type { KnowledgeAnalytics } from '@app/contracts/scenarios';
import type { AnalyticsRepository } from './analytics.repository';

const POPULAR_LIMIT = 5;

export function createAnalyticsService(repo: AnalyticsRepository) {
  return {
    async summary(): Promise<KnowledgeAnalytics> {
      const [counts, sessions] = await Promise.all([repo.counts(), repo.sessionsByScenario(POPULAR_LIMIT)]);
      const keys = sessions.map((s) => s.scenarioKey);
      const [completed, titles] = await Promise.all([repo.completedByScenario(keys), repo.latestTitles(keys)]);
      const done = new Map(completed.map((c) => [c.scenarioKey, c._count._all]));
      const title = new Map(titles.map((t) => [t.scenarioKey, t.scenarioTitle]));
      return {
        ...counts,
        popularScenarios: sessions.map((s) => ({
          key: s.scenarioKey,
          title: title.get(s.scenarioKey) ?? s.scenarioKey,
          sessions: s._count._all,
          completed: done.get(s.scenarioKey) ?? 0,
        })),
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
