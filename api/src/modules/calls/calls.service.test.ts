import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulatedTelephony } from '../../integrations/telephony/simulated-telephony';
import { createEventBus } from '../../lib/events';
import { createRepositories } from '../../app/repositories';
import { createAiEngine } from '../ai/ai-engine';
import { createScorecardsService } from '../scorecards/scorecards.service';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createInProcessCallHub } from './call-hub';
import { ANSWERS } from './calls-test-support';
import { createCallsRepository } from './calls.repository';
import { createCallsService } from './calls.service';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('calls service', () => {
  it('when End Call arrives while the client is still replying, then the call ends after the reply and the score covers the answer', async () => {
    const engine = createAiEngine(app.config);
    // An AI client that thinks until the test lets it answer: End Call lands while it is still thinking.
    let thinking!: () => void;
    const started = new Promise<void>((resolve) => (thinking = resolve));
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const ai = { ...engine, clientReply: async (input: Parameters<typeof engine.clientReply>[0]) => (thinking(), await answered, engine.clientReply(input)) };
    const repos = createRepositories(app.server.db);
    const calls = createCallsService(createCallsRepository(app.server.db), { ai, events: createEventBus(), hub: createInProcessCallHub(), telephony: createSimulatedTelephony(), scorecards: createScorecardsService({ ai, challenges: repos.challenges, chat: repos.chat, calls: repos.calls }) });
    const user = await app.createUser();
    const auth = { userId: user.id, role: 'user' as const, sessionId: 'test' };
    const { callSid } = await calls.start(auth, { phoneNumber: '5550102030', scenario: 'first-time-buyer' }, 'en');
    const turn = calls.turn(auth, callSid, ANSWERS[0]);
    await started;
    const ending = calls.end(auth, callSid);
    answer();
    const [replied] = await Promise.all([turn, ending]);
    expect(replied.client?.speaker).toBe('client');
    const call = await app.server.db.call.findUniqueOrThrow({ where: { callSid }, include: { entries: true } });
    expect(call.entries.map((e) => e.speaker)).toEqual(['client', 'agent', 'client']);
    // Scored after the whole exchange, not halfway through it.
    expect(call.entries.every((e) => e.createdAt <= call.endedAt!)).toBe(true);
    expect(call.overallScore).toBeGreaterThan(0);
  });
});
