import { queryOptions } from '@tanstack/react-query';
import { userSummarySchema } from '@app/contracts/user-summary';
import { apiGet } from './http';

/** Every cached read of one user lives under this key; a change to the user invalidates it. */
export const userKey = (userId: number) => ['users', userId] as const;

/** GET /api/user/:id: the user's stats and stored DISC profile (null until an assessment or inference). */
export const userSummaryQuery = (userId: number) =>
  queryOptions({ queryKey: [...userKey(userId), 'summary'] as const, queryFn: () => apiGet(`/api/user/${userId}`, userSummarySchema) });
