import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ContractError } from './http';
import { parseSse, sendMessage } from './chat-stream';

const at = '2026-11-21T10:00:00.000Z';
const fb = { confidence: 80, clarity: 70, grammar: 90, value: 60, cta: 50, strengths: ['s'], suggestions: ['t'], nextLevel: 'n' };
const reply = { id: 3, sessionId: 5, content: 'And the price?', isAgent: false, createdAt: at, feedback: null };
const sent = { id: 2, sessionId: 5, content: 'Hello', isAgent: true, createdAt: at, feedback: fb, reply, clientEnded: false };

function sse(events: [string, unknown][]) {
  const text = events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
  return new Response(text, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

// These tests run in Node, which has no localStorage: the token and language are read from this one.
function storage(values: Record<string, string>) {
  vi.stubGlobal('localStorage', { getItem: (key: string) => values[key] ?? null });
}

afterEach(() => vi.unstubAllGlobals());

describe('sendMessage', () => {
  it('when the reply streams, then deltas arrive and the stored message is returned, sent with the shared client headers', async () => {
    storage({ authToken: 'tok-1', language: 'ru' });
    const fetchMock = vi.fn(async (..._args: unknown[]) => sse([['delta', { text: 'And ' }], ['delta', { text: 'the price?' }], ['done', sent]]));
    vi.stubGlobal('fetch', fetchMock);
    const seen: string[] = [];
    const result = await sendMessage({ sessionId: 5, content: 'Hello' }, (e) => e.type === 'delta' && seen.push(e.text));
    expect(seen.join('')).toBe('And the price?');
    expect(result).toEqual(sent);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/messages?stream=1');
    const headers = init.headers as Record<string, string>;
    expect(headers).toMatchObject({ Authorization: 'Bearer tok-1', 'Accept-Language': 'ru', Accept: 'text/event-stream, application/json' });
    expect(JSON.parse(String(init.body))).toEqual({ sessionId: 5, content: 'Hello', isAgent: true });
    expect(init.credentials).toBe('include');
  });

  it('when the server answers plain JSON, then that is the sent message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(sent), { status: 201, headers: { 'Content-Type': 'application/json' } })));
    await expect(sendMessage({ sessionId: 5, content: 'Hello' }, () => undefined)).resolves.toEqual(sent);
  });

  it('when the server refuses (rate limited), then ApiError carries its translated message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"message":"Too many messages"}', { status: 429, statusText: 'Too Many Requests' })));
    const err = await sendMessage({ sessionId: 5, content: 'Hi' }, () => undefined).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(429);
    expect((err as ApiError).serverMessage).toBe('Too many messages');
  });

  it('when the final message does not match the contract, then ContractError', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => sse([['done', { ...sent, feedback: { ...fb, grammar: 'good' } }]])));
    await expect(sendMessage({ sessionId: 5, content: 'Hi' }, () => undefined)).rejects.toBeInstanceOf(ContractError);
  });
});

describe('parseSse', () => {
  it('when chunks end mid-event, then complete events are returned and the rest is kept', () => {
    const first = parseSse('event: delta\ndata: {"text":"We"}\n\nevent: del');
    expect(first.events).toEqual([{ event: 'delta', data: '{"text":"We"}' }]);
    const second = parseSse(`${first.rest}ta\ndata: {"text":" need"}\n\n`);
    expect(second.events).toEqual([{ event: 'delta', data: '{"text":" need"}' }]);
    expect(second.rest).toBe('');
  });

  it('when a line has no event name, then it is a plain message', () => {
    expect(parseSse('data: x\r\n\r\n').events).toEqual([{ event: 'message', data: 'x' }]);
  });
});
