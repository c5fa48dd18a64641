import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';

export interface Challenge {
  id: number;
  title: string;
  description: string;
  scenario: string;
  initialMessage: string;
  difficulty: string;
  category: string;
}

export const challengesQuery = () =>
  queryOptions({ queryKey: ['challenges'], queryFn: () => apiGet<Challenge[]>('/api/challenges') });

export const useChallenges = () => useQuery(challengesQuery());
