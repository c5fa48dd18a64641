import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';
import { challengeListSchema } from '@app/contracts/challenges';

/** The training scenarios the knowledge base lists (the API serves scenarios as challenges). */
export const challengesQuery = () =>
  queryOptions({ queryKey: ['challenges'], queryFn: () => apiGet('/api/challenges', challengeListSchema) });

export const useChallenges = () => useQuery(challengesQuery());
