import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './http';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

const sentZone = async (request: typeof apiRequest) => {
  const fetchMock = vi.fn(async (..._args: unknown[]) => new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  await request('GET', '/api/x');
  return ((fetchMock.mock.calls[0]?.[1] as RequestInit).headers as Record<string, string>)['X-Time-Zone'];
};

describe('the time zone sent with calls', () => {
  it('when the zone has not been read yet, then a call goes without it; once read, every call carries it and the next visit starts with it', async () => {
    const storage = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v) });
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const first = await import('./http');
    expect(await sentZone(first.apiRequest)).toBeUndefined();
    const { learnTimeZone } = await import('./time-zone');
    expect(learnTimeZone()).toBe(zone);
    expect(await sentZone(first.apiRequest)).toBe(zone);
    vi.resetModules();
    const nextVisit = await import('./http');
    expect(await sentZone(nextVisit.apiRequest)).toBe(zone);
  });

  it('when the browser has Temporal, then the very first call carries the zone it names, without waiting for idle time', async () => {
    const storage = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v) });
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Asia/Yekaterinburg' } });
    const { apiRequest } = await import('./http');
    expect(await sentZone(apiRequest)).toBe('Asia/Yekaterinburg');
    expect(storage.get('timeZone')).toBe('Asia/Yekaterinburg');
  });
});
