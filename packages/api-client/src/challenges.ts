import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './http';

// The contract loads with the first call (http.ts ContractLoader): the new-chat wizard, whose list
// the shell has already fetched, does not build it a second time.
const challengeList = async () => (await import('@app/contracts/challenges')).challengeListSchema;

/** Every cached list of challenges lives under this key; a change to the scenarios invalidates it. */
export const CHALLENGES_KEY = ['challenges'] as const;

/** GET /api/challenges: the admin-managed scenarios (active only), every type. */
export const challengesQuery = () => queryOptions({ queryKey: CHALLENGES_KEY, queryFn: () => apiGet('/api/challenges', challengeList) });

/** The same list narrowed to the chat scenarios (a real call may be scored on one as "challenge-<id>"). */
export const chatChallengesQuery = () =>
  queryOptions({
    queryKey: [...CHALLENGES_KEY, 'chat'] as const,
    queryFn: async () => (await apiGet('/api/challenges', challengeList)).filter((c) => c.type === 'chat'),
    staleTime: 5 * 60_000,
  });
