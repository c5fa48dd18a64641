import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';
import { activityResponseSchema } from '@app/contracts/dashboard';
import { userKey } from '@app/api-client/users';

/** GET /api/users/:id/activity: the latest chat sessions, calls and quizzes, newest first. */
export const activityQuery = (userId: number) =>
  queryOptions({
    queryKey: [...userKey(userId), 'activity'],
    queryFn: () => apiGet(`/api/users/${userId}/activity`, activityResponseSchema),
  });

export const useActivity = (userId: number) => useQuery(activityQuery(userId));
