import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';
import { challengeListSchema } from '@app/contracts/challenges';
import { chatKeys } from '../../../lib/query-keys';

/** GET /api/challenges: the admin-managed scenarios (active only); the chat uses those of type "chat". */
export const challengesQuery = () => queryOptions({ queryKey: chatKeys.challenges, queryFn: () => apiGet('/api/challenges', challengeListSchema) });

export const useChallenges = () => useQuery(challengesQuery());
