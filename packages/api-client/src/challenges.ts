import { queryOptions } from '@tanstack/react-query';
import { challengeListSchema } from '@app/contracts/challenges';
import { apiGet } from './http';

/** Every cached list of challenges lives under this key; a change to the scenarios invalidates it. */
export const CHALLENGES_KEY = ['challenges'] as const;

/** GET /api/challenges: the admin-managed scenarios (active only), every type. */
export const challengesQuery = () => queryOptions({ queryKey: CHALLENGES_KEY, queryFn: () => apiGet('/api/challenges', challengeListSchema) });

/** The same list narrowed to the chat scenarios (a real call may be scored on one as "challenge-<id>"). */
export const chatChallengesQuery = () =>
  queryOptions({
    queryKey: [...CHALLENGES_KEY, 'chat'] as const,
    queryFn: async () => (await apiGet('/api/challenges', challengeListSchema)).filter((c) => c.type === 'chat'),
    staleTime: 5 * 60_000,
  });
