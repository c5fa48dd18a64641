import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreatedSession } from '@app/contracts/chat';
import { chatKeys, createSession, endSessionInvalidates, seedCreatedSession } from './chat';
import { ContractError } from './http';

afterEach(() => vi.unstubAllGlobals());

const at = '2026-11-21T10:00:00.000Z';
const session: Omit<CreatedSession, 'messages'> = {
  id: 6, userId: 7, type: 'chat', scenario: 'Hi', scenarioKey: 'property-inquiry', challengeId: null, scenarioTitle: 'Property Inquiry',
  personality: 'C', difficulty: 'hard', language: 'en', score: 0, completed: false, completedAt: null, createdAt: at, messageCount: 1,
};
const opening = { id: 9, sessionId: 6, content: 'Hello?', isAgent: false, createdAt: at, feedback: null };

describe('createSession', () => {
  it('when a scenario is chosen, then the spec body is posted and the answer is checked against the contract', async () => {
    const fetchMock = vi.fn(async (..._args: unknown[]) => new Response(JSON.stringify({ ...session, messages: [opening] }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const created = await createSession({ scenarioKey: 'property-inquiry', personality: 'C', difficulty: 'hard' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([url, init.method, JSON.parse(String(init.body))]).toEqual([
      '/api/sessions', 'POST', { type: 'chat', score: 0, scenarioId: 'property-inquiry', personality: 'C', difficulty: 'hard' },
    ]);
    expect(created).toEqual({ ...session, messages: [opening] });
  });

  it('when the answer has no messages, then ContractError', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(session), { status: 201 })));
    await expect(createSession({ scenarioKey: 'x', personality: 'D', difficulty: 'easy' })).rejects.toBeInstanceOf(ContractError);
  });
});

describe('the chat keys', () => {
  it('when ending a session, then the home (every read of the user) and the history are invalidated', () => {
    expect(endSessionInvalidates(7)).toEqual([['users', 7], ['chat', 'sessions', 7]]);
  });

  it('when a session is created, then its session and messages are in the cache', () => {
    const client = new QueryClient();
    seedCreatedSession(client, { ...session, messages: [opening] });
    expect(client.getQueryData(chatKeys.session(6))).toEqual(session);
    expect(client.getQueryData(chatKeys.messages(6))).toEqual([opening]);
  });
});
