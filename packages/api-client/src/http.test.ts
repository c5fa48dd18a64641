import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './http';

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('when the answer is not ok, then the error reads "status: body"', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"message":"Nope"}', { status: 403, statusText: 'Forbidden' })));
    const err = await apiRequest('GET', '/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('403: {"message":"Nope"}');
    expect((err as ApiError).serverMessage).toBe('Nope');
  });
  it('when the body is empty, then the status text is used', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 500, statusText: 'Internal Server Error' })));
    await expect(apiRequest('GET', '/x')).rejects.toThrow('500: Internal Server Error');
  });
  it('when a body is given, then it is sent as JSON with credentials', async () => {
    const fetchMock = vi.fn(async (..._args: unknown[]) => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('POST', '/y', { a: 1 })).resolves.toEqual({ ok: true });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });
});
