import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../../lib/auth/authenticate';
import { withCacheInvalidation } from '../../lib/cache-invalidation';
import { createDb, type Db } from '../../lib/db';
import { createReadCache } from '../../lib/read-cache';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAiEngine } from '../ai/ai-engine';
import { createChallengesRepository } from '../challenges/challenges.repository';
import type { RoleplayInput } from '../ai/ai-types';
import { createChatMessagesService } from './chat-messages.service';
import { createChatRepository } from './chat.repository';
import { chatClient } from './chat-test-support';

// The message service with its conversation cache, on the test app's database through a client of
// its own (caches belong to one client), and an AI that records the history it was given.
let t: TestApp;
let db: Db;
let service: ReturnType<typeof createChatMessagesService>;
const histories: RoleplayInput['history'][] = [];

beforeAll(async () => {
  t = await createTestApp();
  const reads = createReadCache();
  db = withCacheInvalidation(createDb(t.config.DATABASE_URL), { reads });
  const engine = createAiEngine(t.config, undefined);
  const ai = { ...engine, clientReply: async (input: RoleplayInput) => (histories.push(input.history), engine.clientReply(input)) };
  service = createChatMessagesService(createChatRepository(db, { challenges: createChallengesRepository(db) }), { ai, reads });
});
afterAll(async () => {
  await db.$disconnect();
  await t.close();
});

async function conversation() {
  const { user, token } = await chatClient(t).freshAgent();
  const session = await chatClient(t).startSession(token);
  const caller: AuthContext = { userId: user.id, role: 'user', sessionId: 'test' };
  const send = (content: string) => service.send(caller, { sessionId: session.id, content });
  const lastHistory = () => histories.at(-1)!.map((line) => line.content);
  return { user, session, send, lastHistory };
}

describe('the conversation a reply is written from', () => {
  it('when messages follow one another, then each reply sees every line before it', async () => {
    const { session, send, lastHistory } = await conversation();
    const first = await send('Good morning! What brings you to the area?');
    const second = await send('How many bedrooms would suit you?');
    expect(lastHistory()).toEqual([session.messages[0].content, 'Good morning! What brings you to the area?', first.reply.content, 'How many bedrooms would suit you?']);
    const stored = await db.chatMessage.findMany({ where: { sessionId: session.id }, orderBy: { id: 'asc' } });
    expect(stored.map((m) => m.id).slice(1)).toEqual([first.id, first.reply.id, second.id, second.reply.id]);
    expect(stored.map((m) => m.createdAt.toISOString()).slice(1)).toEqual([first.createdAt, first.reply.createdAt, second.createdAt, second.reply.createdAt]);
  });

  it('when another path writes a line into the session, then the next reply sees it', async () => {
    const { session, send, lastHistory } = await conversation();
    await send('Hello, thanks for calling.');
    await db.chatMessage.create({ data: { sessionId: session.id, content: 'A line from elsewhere', isAgent: false } });
    await send('Shall we book a viewing?');
    expect(lastHistory().at(-2)).toBe('A line from elsewhere');
  });

  it('when two messages are sent at once, then the next reply still sees all four new lines', async () => {
    const { session, send, lastHistory } = await conversation();
    await send('Warm-up line.');
    const [a, b] = await Promise.all([send('First at once.'), send('Second at once.')]);
    await send('And now?');
    expect(lastHistory()).toHaveLength(1 + 2 + 4 + 1);
    for (const line of [a.content, a.reply.content, b.content, b.reply.content]) expect(lastHistory()).toContain(line);
    expect(await db.chatMessage.count({ where: { sessionId: session.id } })).toBe(1 + 2 + 4 + 2);
  });

  it('when the session was ended or deleted behind the cached conversation, then nothing is written', async () => {
    const ended = await conversation();
    await ended.send('Before the end.');
    await t.server.db.chatSession.update({ where: { id: ended.session.id }, data: { completed: true } });
    await expect(ended.send('After the end.')).rejects.toMatchObject({ status: 409 });
    expect(await db.chatMessage.count({ where: { sessionId: ended.session.id } })).toBe(3);

    const deleted = await conversation();
    await deleted.send('Before the delete.');
    await t.server.db.chatSession.delete({ where: { id: deleted.session.id } });
    await expect(deleted.send('After the delete.')).rejects.toMatchObject({ status: 404 });
  });
});
