import { useQuery } from '@tanstack/react-query';
import { knowledgeAnalyticsQuery } from '@app/api-client/knowledge-base';

export const useKnowledgeAnalytics = () => useQuery(knowledgeAnalyticsQuery());
