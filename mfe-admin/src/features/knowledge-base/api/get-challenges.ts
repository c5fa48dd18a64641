import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';

/** A training scenario as the knowledge base lists it (the API serves scenarios as challenges). */
export interface Challenge {
  id: number;
  title: string;
  description: string;
  scenario: string;
}

export const challengesQuery = () =>
  queryOptions({ queryKey: ['challenges'], queryFn: () => apiGet<Challenge[]>('/api/challenges') });

export const useChallenges = () => useQuery(challengesQuery());
