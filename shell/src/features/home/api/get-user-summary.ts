import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';
import { userSummarySchema } from '@app/contracts/auth';

/** GET /api/user/:id: the stats the dashboard shows (streak, average score, sessions). */
export const userSummaryQuery = (userId: number) =>
  queryOptions({
    queryKey: ['users', userId, 'summary'],
    queryFn: () => apiGet(`/api/user/${userId}`, userSummarySchema),
  });

export const useUserSummary = (userId: number) => useQuery(userSummaryQuery(userId));
