import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { chatClient } from './chat-test-support';

let app: TestApp;
let chat: ReturnType<typeof chatClient>;

beforeAll(async () => {
  app = await createTestApp({ CHAT_SESSIONS_PER_MINUTE: '2', CHAT_MESSAGES_PER_MINUTE: '3' });
  chat = chatClient(app);
});
afterAll(() => app.close());

const create = (token: string, lang = 'en') =>
  app.request.post('/api/sessions').set('Authorization', `Bearer ${token}`).set('Accept-Language', lang)
    .send({ scenarioId: 'property-inquiry', personality: 'D', difficulty: 'easy' });

describe('chat rate limits', () => {
  it('when a user starts sessions too fast, then 429 with a translated message, and other users are not affected', async () => {
    const { token } = await chat.freshAgent();
    await create(token).expect(201);
    await create(token).expect(201);
    const en = await create(token).expect(429);
    expect(en.body.message).toBe('Too many new sessions in a short time. Please wait a minute and try again.');
    expect(en.headers['ratelimit-policy']).toContain('chat-sessions-user');
    const ru = await create(token, 'ru').expect(429);
    expect(ru.body.message).toBe('Слишком много новых сессий за короткое время. Подождите минуту и попробуйте снова.');
    const other = await chat.freshAgent();
    await create(other.token).expect(201);
  });

  it('when a user sends messages too fast, then the fourth in a minute is refused and no AI reply is stored', async () => {
    const { token } = await chat.freshAgent();
    const session = (await create(token).expect(201)).body as { id: number };
    for (let i = 0; i < 3; i += 1) await chat.send(token, session.id, `Hello number ${i}, what matters most to you?`).expect(201);
    const refused = await chat.send(token, session.id, 'One more?').expect(429);
    expect(refused.body.message).toBe('Too many messages in a short time. Please wait a minute and try again.');
    const messages = await chat.messages(token, session.id).expect(200);
    // The opening line and three exchanges: the refused message left nothing behind.
    expect(messages.body).toHaveLength(7);
  });

  it('when nobody is signed in, then the answer is 401, not a counted attempt', async () => {
    await app.request.post('/api/messages').send({ sessionId: 1, content: 'hi' }).expect(401);
  });
});
