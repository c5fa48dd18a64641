import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';
import type { UserSummary } from '@app/contracts/auth';

/** GET /api/user/:id: the stats the dashboard shows (streak, average score, sessions). */
export const userSummaryQuery = (userId: number) =>
  queryOptions({
    queryKey: ['users', userId, 'summary'],
    queryFn: () => apiGet<UserSummary>(`/api/user/${userId}`),
  });

export const useUserSummary = (userId: number) => useQuery(userSummaryQuery(userId));
