import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';
import { knowledgeAnalyticsSchema } from '@app/contracts/scenarios';

/** GET /api/knowledge-base/analytics: totals, custom phrases and the most practised scenarios. */
export const analyticsQuery = () =>
  queryOptions({ queryKey: ['admin', 'kb-analytics'], queryFn: async () => knowledgeAnalyticsSchema.parse(await apiGet('/api/knowledge-base/analytics')) });

export const useKnowledgeAnalytics = () => useQuery(analyticsQuery());
