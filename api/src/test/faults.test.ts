import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi, type RecordedRequest } from '../integrations/openai/test-support/fake-openai-server';
import { chatClient, GOOD_REPLY } from '../modules/chat/chat-test-support';
import { ANSWERS, callsClient, openSocket } from '../modules/calls/calls-test-support';
import { createTestApp, type TestApp } from './test-app';
import { MODEL_FEEDBACK } from '../integrations/openai/test-support/model-feedback';

/** A logger whose warnings the test can read: "says so in the log" is part of the behaviour. */
function capturedLogger() {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  return { logger, has: (text: string) => lines.some((l) => l.includes(text)), count: (text: string) => lines.filter((l) => l.includes(text)).length };
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000, what = 'condition') {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const apps: TestApp[] = [];
let fake: FakeOpenAi | undefined;
let redis: ChildProcess | undefined;
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await fake?.close();
  redis?.kill('SIGKILL');
});

describe('when the OpenAI endpoint goes away', () => {
  it('then chat keeps answering from the embedded provider, says so in the log, and uses the endpoint again once it is back', async () => {
    const feedback = MODEL_FEEDBACK;
    const behave = (req: RecordedRequest) =>
      req.body.stream
        ? { chunks: ['{"text": "A reply', ' from the model."}'] }
        : { content: JSON.stringify(req.body.response_format?.json_schema?.name === 'message_feedback' ? feedback : { text: 'A reply from the model.' }) };
    fake = await startFakeOpenAi(behave);
    const port = Number(new URL(fake.baseURL).port);
    const log = capturedLogger();
    const app = await createTestApp({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: fake.baseURL, OPENAI_MAX_RETRIES: '0', OPENAI_TIMEOUT_MS: '2000' }, { logger: log.logger });
    apps.push(app);
    const chat = chatClient(app);
    const token = await app.tokenFor(app.agent);
    const session = await chat.startSession(token);
    // The model's feedback is recognisable ("s1"); the embedded provider writes its own.
    const fromModel = (res: { body: { feedback?: { strengths?: string[] } } }) => res.body.feedback?.strengths?.[0] === 's1';

    const before = await chat.send(token, session.id, GOOD_REPLY).expect(201);
    expect(fromModel(before)).toBe(true);

    await fake.close();
    const during = await chat.send(token, session.id, GOOD_REPLY).expect(201);
    expect(fromModel(during)).toBe(false);
    expect(during.body.reply?.content).toEqual(expect.any(String));
    expect(log.has('falling back to the embedded provider')).toBe(true);

    fake = await startFakeOpenAi(behave, port);
    const after = await chat.send(token, session.id, GOOD_REPLY).expect(201);
    expect(fromModel(after)).toBe(true);
    expect(fake.requests.length).toBeGreaterThan(0);
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'pipe' });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('Ready to accept connections')) resolve(child);
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${out}`)));
  });
}

const hasRedisServer = await new Promise<boolean>((resolve) => {
  const probe = spawn('redis-server', ['--version']);
  probe.once('error', () => resolve(false));
  probe.once('exit', (code) => resolve(code === 0));
});
if (!hasRedisServer) console.warn('SKIPPED: the Redis outage test needs the redis-server program');

describe.skipIf(!hasRedisServer)('when Redis goes away under two API instances', () => {
  it('then each instance keeps working on its own, says so in the log, and events cross instances again once Redis is back', async () => {
    const port = await freePort();
    redis = await startRedis(port);
    const env = { REDIS_URL: `redis://127.0.0.1:${port}`, JWT_SECRET: 'a-shared-signing-secret-for-both-replicas-0123456789' };
    const logA = capturedLogger();
    const a = await createTestApp(env, { logger: logA.logger, redisNamespace: 'faults' });
    apps.push(a);
    const b = await createTestApp(env, { databaseUrl: a.config.DATABASE_URL, redisNamespace: 'faults' });
    apps.push(b);
    await Promise.all([a.server.listen(0, '127.0.0.1'), b.server.listen(0, '127.0.0.1')]);

    const onA = callsClient(a);
    const onB = callsClient(b);
    const { user, token } = await onA.freshAgent();
    const { callSid } = (await onA.start(token).expect(201)).body as { callSid: string };
    const socket = await openSocket(a, `?token=${token}`);
    socket.send({ type: 'subscribe', callSid });
    await socket.waitFor((m) => m.type === 'subscribed');
    const agentLines = () => socket.messages.filter((m) => m.type === 'transcript' && (m.entry as { speaker: string }).speaker === 'agent').map((m) => m.text);

    await onB.turn(token, callSid, ANSWERS[0]!).expect(201);
    await until(() => agentLines().includes(ANSWERS[0]), 5000, 'the first turn through B');

    redis.kill('SIGKILL');
    await until(() => logA.has('redis unreachable'), 10_000, 'the outage in the log');
    // The instance the browser is on still streams the call; sign-ins still work (limits let them through).
    await onA.turn(token, callSid, ANSWERS[1]!).expect(201);
    await until(() => agentLines().includes(ANSWERS[1]), 5000, 'a local turn during the outage');
    await b.request.post('/api/auth/login').send({ email: b.agent.email, password: b.agent.password }).expect(200);
    expect(user.id).toBeGreaterThan(0);

    redis = await startRedis(port);
    await until(() => logA.has('redis reachable again'), 15_000, 'the recovery in the log');
    // The subscriber's channel comes back by itself: a turn through B reaches A again.
    await until(async () => {
      await onB.turn(token, callSid, ANSWERS[2]!).expect(201);
      await new Promise((r) => setTimeout(r, 300));
      return agentLines().includes(ANSWERS[2]);
    }, 15_000, 'a turn through B after Redis returned');
    socket.ws.close();
  }, 120_000);
});
