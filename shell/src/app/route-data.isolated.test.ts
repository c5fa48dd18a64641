// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { challengesQuery } from '@app/api-client/challenges';
import { activityQuery, dailyChallengeQuery } from '@app/api-client/home';
import { myAssignmentsQuery, teamsQuery } from '@app/api-client/my-teams';
import { gamificationQuery } from '@app/api-client/progress';
import { medalsQuery } from '@app/api-client/scorecards';
import { userSummaryQuery } from '@app/api-client/users';
import type { CurrentUser } from '@app/contracts/user';
import { localDay } from '../lib/local-day';
import { prefetchRouteData } from './route-data';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const user = { id: 7 } as CurrentUser;

function stubApi() {
  const fetch = vi.fn(async () => new Response('{"error":"notFound","message":"Not found"}', { status: 404 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const asked = (fetch: ReturnType<typeof stubApi>) => fetch.mock.calls.map((call: unknown[]) => String(call[0])).sort();
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('prefetchRouteData', () => {
  it('when /progress opens, then its progress and medals are asked for in the stored language, under the keys the screen reads', async () => {
    const fetch = stubApi();
    localStorage.setItem('language', 'ru');
    const queryClient = client();
    await prefetchRouteData(queryClient, '/progress', Promise.resolve(user));
    expect(asked(fetch)).toEqual(['/api/users/7/gamification', '/api/users/7/medals']);
    expect(queryClient.getQueryState(gamificationQuery(7, 'ru').queryKey)?.status).toBe('error');
    expect(queryClient.getQueryState(medalsQuery(7, 'ru').queryKey)?.status).toBe('error');
  });

  it('when the new-chat wizard opens, then the scenarios are asked for; a chat session or the history asks nothing', async () => {
    const fetch = stubApi();
    const queryClient = client();
    await prefetchRouteData(queryClient, '/chat', Promise.resolve(user));
    expect(asked(fetch)).toEqual(['/api/challenges']);
    expect(queryClient.getQueryState(challengesQuery().queryKey)).toBeDefined();
    await prefetchRouteData(queryClient, '/chat/history', Promise.resolve(user));
    await prefetchRouteData(queryClient, '/chat/sessions/3', Promise.resolve(user));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('when the home or its stats view opens, then its five cards are asked for, under the keys the home reads', async () => {
    for (const path of ['/', '/dashboard']) {
      const fetch = stubApi();
      const queryClient = client();
      await prefetchRouteData(queryClient, path, Promise.resolve(user));
      expect(asked(fetch)).toEqual(['/api/assignments', '/api/teams', `/api/users/7/daily-challenge?day=${localDay()}`, '/api/user/7', '/api/users/7/activity'].sort());
      const keys = [userSummaryQuery(7), activityQuery(7), dailyChallengeQuery(7, localDay()), myAssignmentsQuery(), teamsQuery()].map((q) => q.queryKey);
      expect(keys.map((key) => queryClient.getQueryState(key)?.status)).toEqual(['error', 'error', 'error', 'error', 'error']);
    }
  });

  it('when the user check fails, then nothing is asked and nothing is thrown', async () => {
    const fetch = stubApi();
    await expect(prefetchRouteData(client(), '/progress', Promise.reject(new Error('401')))).resolves.toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });
});
