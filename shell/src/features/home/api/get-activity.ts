import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';
import type { ActivityResponse } from '@app/contracts/dashboard';

/** GET /api/users/:id/activity: the latest chat sessions, calls and quizzes, newest first. */
export const activityQuery = (userId: number) =>
  queryOptions({
    queryKey: ['users', userId, 'activity'],
    queryFn: () => apiGet<ActivityResponse>(`/api/users/${userId}/activity`),
  });

export const useActivity = (userId: number) => useQuery(activityQuery(userId));
