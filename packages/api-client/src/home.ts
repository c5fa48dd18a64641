import { queryOptions } from '@tanstack/react-query';
import { activityResponseSchema, dailyChallengeSchema } from '@app/contracts/dashboard';
import { apiGet } from './http';
import { NOTIFICATIONS_KEY } from './notifications';
import { userKey } from './users';

// The home's reads beside the user summary (users.ts): both live under the user's key, so a
// change to the user (a session ended, a DISC saved) refreshes them too.

/** GET /api/users/:id/activity: the latest chat sessions, calls and quizzes, newest first. */
export const activityQuery = (userId: number) =>
  queryOptions({ queryKey: [...userKey(userId), 'activity'] as const, queryFn: () => apiGet(`/api/users/${userId}/activity`, activityResponseSchema) });

/** GET /api/users/:id/daily-challenge?day=: the day is the user's local day (YYYY-MM-DD). */
export const dailyChallengeQuery = (userId: number, day: string) =>
  queryOptions({
    queryKey: [...userKey(userId), 'daily-challenge', day] as const,
    queryFn: () => apiGet(`/api/users/${userId}/daily-challenge?day=${encodeURIComponent(day)}`, dailyChallengeSchema),
  });

/**
 * The day's first look at its challenge creates a notification (`notified`): only then is this key
 * (the bell's list) invalidated. One key, not a list: the home's first paint pays for every byte.
 */
export const dailyChallengeNotifiedInvalidates = NOTIFICATIONS_KEY;
