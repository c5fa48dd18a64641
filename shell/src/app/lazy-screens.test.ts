// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserKey } from '@app/api-client/auth-keys';
import { HomeRoute, preloadSignedInScreens, RemoteRoute, SignedInLayout } from './lazy-screens';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

const USER = { id: 7, name: 'Alex Morgan', username: 'alex', email: 'alex@example.com', role: 'user', language: 'en', emailVerified: true, streak: 0, averageScore: 0, totalSessions: 0, xp: 0, createdAt: '2026-11-29T10:00:00.000Z' };
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function stubApi(user: () => Response) {
  const fetch = vi.fn(async (url: RequestInfo | URL) => {
    const path = String(url);
    if (path === '/api/auth/user') return user();
    if (path === '/mfe-manifest.json') return json({ remotes: [] });
    return new Response('{"error":"notFound","message":"Not found"}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const asked = (fetch: ReturnType<typeof stubApi>) => fetch.mock.calls.map((call: unknown[]) => String(call[0]));

describe('preloadSignedInScreens', () => {
  it('when /progress opens with a token, then the user is asked for at once, the manifest in the next task, and the screen\'s data once the user is known', async () => {
    localStorage.setItem('authToken', 'token');
    window.history.replaceState(null, '', '/progress');
    const fetch = stubApi(() => json(USER));
    const loaded = preloadSignedInScreens(new QueryClient());
    expect(asked(fetch)).toEqual(['/api/auth/user']);
    await vi.waitFor(() => expect(asked(fetch)).toEqual(expect.arrayContaining(['/api/auth/user', '/mfe-manifest.json'])));
    await loaded;
    expect(asked(fetch)).toEqual(expect.arrayContaining(['/api/users/7/gamification', '/api/users/7/medals']));
  });

  it('when /progress opens with a token, then the layout and the module loader are loaded before they render, and the home is not', async () => {
    localStorage.setItem('authToken', 'token');
    window.history.replaceState(null, '', '/progress');
    stubApi(() => json(USER));
    const preloads = [SignedInLayout, RemoteRoute, HomeRoute].map((screen) => vi.spyOn(screen, 'preload').mockResolvedValue({ default: () => null }));
    await preloadSignedInScreens(new QueryClient());
    expect(preloads.map((preload) => preload.mock.calls.length)).toEqual([1, 1, 0]);
  });

  it('when the user check fails, then no screen data is asked for', async () => {
    localStorage.setItem('authToken', 'expired');
    window.history.replaceState(null, '', '/progress');
    const fetch = stubApi(() => new Response('{"error":"unauthorized","message":"Sign in again"}', { status: 401 }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await preloadSignedInScreens(client);
    expect(client.getQueryState(currentUserKey)?.status).toBe('error');
    expect(asked(fetch).filter((url) => url.startsWith('/api/users/'))).toEqual([]);
  });

  it('when no token is stored, then nothing is asked for and no locale data loads', async () => {
    const fetch = stubApi(() => json(USER));
    const worker = vi.fn();
    vi.stubGlobal('Worker', worker);
    await preloadSignedInScreens(new QueryClient());
    expect(fetch).not.toHaveBeenCalled();
    expect(worker).not.toHaveBeenCalled();
  });

  it('when a signed-in page starts, then the locale data of the stored language loads on a worker', async () => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('language', 'ru');
    stubApi(() => json(USER));
    const sent: unknown[] = [];
    vi.stubGlobal('Worker', class {
      onmessage: (() => void) | null = null;
      postMessage(message: unknown) {
        sent.push(message);
        queueMicrotask(() => this.onmessage?.());
      }
      terminate() {}
    });
    const loaded = preloadSignedInScreens(new QueryClient());
    await vi.waitFor(() => expect(sent).toEqual(['ru-RU']));
    await loaded;
  });
});
