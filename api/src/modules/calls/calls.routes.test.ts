import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEvents } from '../../lib/events';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SCRIPTS } from '../ai/roleplay/test-support/scripted-agents';
import { ANSWERS, callsClient } from './calls-test-support';

let app: TestApp;
let c: ReturnType<typeof callsClient>;
const emitted: AppEvents['activity.completed'][] = [];

beforeAll(async () => {
  app = await createTestApp();
  c = callsClient(app);
  app.server.events.on('activity.completed', (e) => void emitted.push(e));
});
afterAll(() => app.close());

describe('simulated phone calls', () => {
  it('when the spec payload starts a call, then it answers a callSid, keeps only digits and the client speaks first', async () => {
    const { token, user } = await c.freshAgent();
    const res = await c.start(token, { phoneNumber: '+1 (555) 010-2030', scenario: 'first-time-buyer', agentNumber: '+15550000000' }).expect(201);
    expect(res.body).toMatchObject({ callSid: expect.stringMatching(/^SM[0-9a-f]{32}$/), status: 'initiating', provider: 'simulated' });
    const stored = await app.server.db.call.findUniqueOrThrow({ where: { callSid: res.body.callSid } });
    expect(stored).toMatchObject({ userId: user.id, phoneNumber: '15550102030', scenario: 'first-time-buyer' });
    const transcript = await c.get(token, `/api/call-transcript/${res.body.callSid}`).expect(200);
    expect(transcript.body).toEqual([expect.objectContaining({ speaker: 'client', text: res.body.opening.text, timestamp: expect.any(String) })]);
  });

  it('when the number is missing or has no digits, then a clear 400 in the user language is returned', async () => {
    const { token } = await c.freshAgent();
    expect((await c.start(token, { scenario: 'first-time-buyer' }).expect(400)).body.message).toBe('Please enter your phone number');
    expect((await c.start(token, { phoneNumber: 'call me', scenario: 'first-time-buyer' }).set('Accept-Language', 'ru').expect(400)).body.message).toBe('Введите номер из 7-15 цифр с кодом страны');
    expect((await c.start(token, { phoneNumber: '5550102030', scenario: 'nope' }).expect(400)).body.message).toBe('This call scenario does not exist');
  });

  it('when the agent answers three times and ends, then metrics, score, insights and the progress event follow', async () => {
    const { token, user } = await c.freshAgent();
    const { callSid } = (await c.start(token).expect(201)).body;
    for (const text of ANSWERS) {
      const turn = await c.turn(token, callSid, text).expect(201);
      expect(turn.body.agent).toMatchObject({ speaker: 'agent', text });
      expect(Object.keys(turn.body.metrics).sort()).toEqual(['clarity', 'confidence', 'persuasion', 'rapport']);
      if (turn.body.ended) break;
    }
    await c.end(token, callSid).expect(200);
    const score = (await c.get(token, `/api/call-score/${callSid}`).expect(200)).body;
    expect(score).toEqual({ overallScore: expect.any(Number), strengths: expect.any(Array), improvements: expect.any(Array), scorecard: expect.objectContaining({ callSid }) });
    const insights = (await c.get(token, '/api/call-insights').expect(200)).body;
    expect(insights).toEqual([expect.objectContaining({ callSid, clientName: 'Sarah Johnson', overallScore: score.overallScore, duration: expect.any(Number) })]);
    const event = emitted.find((e) => e.activityId === `call:${callSid}`);
    expect(event).toMatchObject({ userId: user.id, kind: 'call', score: score.overallScore, skills: insights[0].metrics });
    await c.end(token, callSid).expect(200);
    expect(emitted.filter((e) => e.activityId === `call:${callSid}`)).toHaveLength(1);
    await c.turn(token, callSid, 'Hello?').expect(409);
  });

  it.each([
    ['a good agent asks for a meeting', 'family-upgrade', SCRIPTS.en.good],
    ['a pushy agent keeps pressing', 'first-time-buyer', SCRIPTS.en.pushy],
  ])('when %s, then the client ends the call by itself and the call is scored without End Call', async (_case, scenario, script) => {
    const { token } = await c.freshAgent();
    const { callSid } = (await c.start(token, { phoneNumber: '5550102030', scenario }).expect(201)).body;
    let ended = false;
    for (const text of script) {
      ended = (await c.turn(token, callSid, text).expect(201)).body.ended;
      if (ended) break;
    }
    expect(ended).toBe(true);
    const score = (await c.get(token, `/api/call-score/${callSid}`).expect(200)).body;
    expect(score.overallScore).toEqual(expect.any(Number));
    await c.turn(token, callSid, 'Are you still there?').expect(409);
  });

  it('when another user (even an admin) reads or ends the call, then it is refused and the call is unchanged', async () => {
    const { token } = await c.freshAgent();
    const other = await c.freshAgent();
    const admin = await app.sessionToken(app.admin.id);
    const { callSid } = (await c.start(token).expect(201)).body;
    for (const t of [other.token, admin]) {
      await c.get(t, `/api/call-transcript/${callSid}`).expect(403);
      await c.get(t, `/api/call-score/${callSid}`).expect(403);
      await c.end(t, callSid).expect(403);
      await c.turn(t, callSid, 'hi').expect(403);
    }
    expect((await c.get(other.token, '/api/call-insights').expect(200)).body).toEqual([]);
    await c.get(token, '/api/call-transcript/SMdoesnotexist000').expect(404);
    expect((await app.server.db.call.findUniqueOrThrow({ where: { callSid } })).endedAt).toBeNull();
  });

  it('when the score is asked before the call ends, then 409 says it is not scored yet', async () => {
    const { token } = await c.freshAgent();
    const { callSid } = (await c.start(token).expect(201)).body;
    expect((await c.get(token, `/api/call-score/${callSid}`).expect(409)).body.message).toBe('The call has not been scored yet');
  });
});
