import { afterAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../integrations/openai/test-support/fake-openai-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { chatClient, GOOD_REPLY } from './chat-test-support';
import { MODEL_FEEDBACK } from '../../integrations/openai/test-support/model-feedback';

const apps: TestApp[] = [];
let fake: FakeOpenAi | undefined;
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await fake?.close();
});

interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

function parseSse(text: string): SseEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? 'message';
      const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? '{}');
      return { event, data };
    });
}

async function streamSend(app: TestApp, token: string, sessionId: number, content: string) {
  const res = await chatClient(app).stream(token, sessionId, content).expect(200);
  expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
  return parseSse(res.body as string);
}

describe('POST /api/messages?stream=1', () => {
  it('when the provider is embedded, then the reply arrives in one delta and the final event carries the stored messages', async () => {
    const app = await createTestApp();
    apps.push(app);
    const token = await app.tokenFor(app.agent);
    const chat = chatClient(app);
    const session = await chat.startSession(token);
    const events = await streamSend(app, token, session.id, GOOD_REPLY);
    expect(events.map((e) => e.event)).toEqual(['delta', 'done']);
    const done = events[1].data as { content: string; feedback: unknown; reply: { content: string; id: number } };
    expect(events[0].data.text).toBe(done.reply.content);
    expect(done.content).toBe(GOOD_REPLY);
    expect(done.feedback).toBeTruthy();
    const stored = (await chat.messages(token, session.id).expect(200)).body;
    expect(stored.at(-1).id).toBe(done.reply.id);
  });

  it('when the provider is openai, then the client reply streams token by token as the model writes it', async () => {
    const feedback = MODEL_FEEDBACK;
    fake = await startFakeOpenAi((req) =>
      req.body.stream
        ? { chunks: ['{"text":', ' "We', ' need', ' a quiet', ' street', '."}'], chunkDelayMs: 5 }
        : { content: JSON.stringify(req.body.response_format?.json_schema?.name === 'message_feedback' ? feedback : { text: 'Hello, I would love some help.' }) },
    );
    const app = await createTestApp({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: fake.baseURL, OPENAI_MAX_RETRIES: '0' });
    apps.push(app);
    const token = await app.tokenFor(app.agent);
    const session = await chatClient(app).startSession(token);
    expect(session.messages[0].content).toBe('Hello, I would love some help.');

    const events = await streamSend(app, token, session.id, GOOD_REPLY);
    const deltas = events.filter((e) => e.event === 'delta').map((e) => e.data.text);
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join('')).toBe('We need a quiet street.');
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data).toMatchObject({ reply: { content: 'We need a quiet street.' }, feedback: { confidence: 80, cta: 50 } });
  });

  it('when the session is not the caller\'s, then the answer is a JSON error, not a stream', async () => {
    const app = apps[0];
    const owner = await app.tokenFor(app.agent);
    const session = await chatClient(app).startSession(owner);
    const other = await app.sessionToken((await app.createUser()).id);
    const res = await app.request.post('/api/messages?stream=1').set('Authorization', `Bearer ${other}`).send({ sessionId: session.id, content: 'hi' }).expect(403);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});
