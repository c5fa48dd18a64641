import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';
import { chatKeys } from '../../../lib/query-keys';

/** GET /api/challenges: the admin-managed scenarios (active only); the chat uses those of type "chat". */
export interface Challenge {
  id: number;
  title: string;
  description: string;
  scenario: string;
  initialMessage: string;
  type: string;
  difficulty: string;
  category: string;
}

export const challengesQuery = () => queryOptions({ queryKey: chatKeys.challenges, queryFn: () => apiGet<Challenge[]>('/api/challenges') });

export const useChallenges = () => useQuery(challengesQuery());
