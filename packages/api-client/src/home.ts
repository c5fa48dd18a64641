import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './http';
import { NOTIFICATIONS_KEY } from './notifications';
import { userKey } from './users';

// The home's reads beside the user summary (users.ts): both live under the user's key, so a
// change to the user (a session ended, a DISC saved) refreshes them too.

// The home's first screen: the contract loads beside the calls (http.ts ContractLoader).
const dashboard = () => import(/* webpackChunkName: "contract-dashboard" */ '@app/contracts/dashboard');

/** GET /api/users/:id/activity: the latest chat sessions, calls and quizzes, newest first. */
export const activityQuery = (userId: number) =>
  queryOptions({ queryKey: [...userKey(userId), 'activity'] as const, queryFn: () => apiGet(`/api/users/${userId}/activity`, async () => (await dashboard()).activityResponseSchema) });

/** GET /api/users/:id/daily-challenge?day=: the day is the user's local day (YYYY-MM-DD). */
export const dailyChallengeQuery = (userId: number, day: string) =>
  queryOptions({
    queryKey: [...userKey(userId), 'daily-challenge', day] as const,
    queryFn: () => apiGet(`/api/users/${userId}/daily-challenge?day=${encodeURIComponent(day)}`, async () => (await dashboard()).dailyChallengeSchema),
  });

/**
 * The day's first look at its challenge creates a notification (`notified`): only then is this key
 * (the bell's list) invalidated. One key, not a list: the home's first paint pays for every byte.
 */
export const dailyChallengeNotifiedInvalidates = NOTIFICATIONS_KEY;
