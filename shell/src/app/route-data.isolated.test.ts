// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { challengesQuery } from '@app/api-client/challenges';
import { gamificationQuery } from '@app/api-client/progress';
import { medalsQuery } from '@app/api-client/scorecards';
import type { CurrentUser } from '@app/contracts/user';
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

  it('when the user check fails, then nothing is asked and nothing is thrown', async () => {
    const fetch = stubApi();
    await expect(prefetchRouteData(client(), '/progress', Promise.reject(new Error('401')))).resolves.toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });
});
