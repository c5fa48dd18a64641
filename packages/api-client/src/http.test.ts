import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from '@app/contracts/zod';
import { ApiError, ContractError, apiGet, apiRequest, errorText } from './http';

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

describe('apiGet with a contract', () => {
  const schema = z.object({ id: z.number().int(), name: z.string() });
  it('when the answer matches, then it comes back parsed (unknown keys dropped)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"id":1,"name":"Ada","secret":"x"}', { status: 200 })));
    await expect(apiGet('/api/thing', schema)).resolves.toEqual({ id: 1, name: 'Ada' });
  });
  it('when the answer has drifted, then a ContractError names the call and the field', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"id":"1","name":"Ada"}', { status: 200 })));
    const err = await apiGet('/api/thing', schema).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ContractError);
    expect((err as ContractError).message).toMatch(/^GET \/api\/thing: the answer does not match its contract \(id: /);
  });
  it('when the contract comes from a loader, then it loads while the call is on its way and checks the answer as a schema does', async () => {
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const loader = vi.fn(async () => schema);
    const good = apiGet('/api/thing', loader);
    expect(loader).toHaveBeenCalledTimes(1);
    answer(new Response('{"id":2,"name":"Bo"}', { status: 200 }));
    await expect(good).resolves.toEqual({ id: 2, name: 'Bo' });
    const drifted = apiGet('/api/thing', loader);
    answer(new Response('{"id":2}', { status: 200 }));
    await expect(drifted).rejects.toBeInstanceOf(ContractError);
  });
  it('when a 204 answers a call with a schema for no body, then it parses undefined', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
    await expect(apiRequest('POST', '/api/x', {}, z.undefined())).resolves.toBeUndefined();
  });
});

describe('errorText', () => {
  it('when the server answered with its message, then that message; otherwise the fallback', () => {
    expect(errorText(new ApiError(409, '{"error":"conflict","message":"Это имя уже занято"}', 'Conflict'), 'Failed')).toBe('Это имя уже занято');
    expect(errorText(new ApiError(502, '', 'Bad Gateway'), 'Failed')).toBe('Failed');
    expect(errorText(new TypeError('Failed to fetch'), 'Failed')).toBe('Failed');
    expect(errorText(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
