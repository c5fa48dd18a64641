import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';
import { knowledgeAnalyticsSchema } from '@app/contracts/scenarios';

/** GET /api/knowledge-base/analytics: totals, custom phrases and the most practised scenarios. */
export const analyticsQuery = () =>
  queryOptions({ queryKey: ['admin', 'kb-analytics'], queryFn: async () => apiGet('/api/knowledge-base/analytics', knowledgeAnalyticsSchema) });

export const useKnowledgeAnalytics = () => useQuery(analyticsQuery());
