import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callScoreResponseSchema } from '@app/contracts/voice';
import type { AppEvents } from '../../lib/events';
import { createTestApp, type TestApp } from '../../test/test-app';
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

async function finishedCall(lang = 'en', answers: readonly string[] = ANSWERS) {
  const { token, user } = await c.freshAgent();
  const { callSid } = (await c.start(token).set('Accept-Language', lang).expect(201)).body;
  for (const text of answers) await c.turn(token, callSid, text).expect(201);
  await c.end(token, callSid).expect(200);
  return { token, user, callSid };
}

describe('GET /api/call-score/:callSid with the scorecard', () => {
  it("when a call ends, then the spec's fields stay and the call's card names the call, quotes the agent's transcript lines and the medal goes to the progress event", async () => {
    const { token, callSid } = await finishedCall();
    const body = callScoreResponseSchema.parse((await c.get(token, `/api/call-score/${callSid}`).expect(200)).body);
    expect(body).toMatchObject({ overallScore: expect.any(Number), strengths: expect.any(Array), improvements: expect.any(Array) });
    const card = body.scorecard!;
    expect(card).toMatchObject({ callSid, scenarioId: 'first-time-buyer', passMark: 70 });
    expect(card).not.toHaveProperty('sessionId');
    expect(card.criteria.map((c) => c.id)).toEqual(['empathy', 'needs-first', 'budget-timeline', 'answers', 'next-step', 'compliant']);
    const transcript = (await c.get(token, `/api/call-transcript/${callSid}`).expect(200)).body as { id: number; speaker: string; text: string }[];
    const quoted = card.criteria.filter((x) => x.evidence && x.messageId !== null);
    expect(quoted.length).toBeGreaterThan(0);
    for (const q of quoted) {
      const line = transcript.find((e) => e.id === q.messageId)!;
      expect(line.speaker).toBe('agent');
      expect(line.text).toContain(q.evidence);
    }
    const stored = await app.server.db.call.findUniqueOrThrow({ where: { callSid } });
    expect(stored.medal).toBe(card.medal);
    expect(emitted.find((e) => e.activityId === `call:${callSid}`)!.medal).toBe(card.medal);
  });

  it("when the call was held in Russian, then its card reads in Russian", async () => {
    const { token, callSid } = await finishedCall('ru', ['Здравствуйте, Сара! Что для вас важнее всего в первом доме и какой бюджет вам комфортен?', 'Вам удобно встретиться в четверг в шесть вечера?']);
    const card = callScoreResponseSchema.parse((await c.get(token, `/api/call-score/${callSid}`).set('Accept-Language', 'ru').expect(200)).body).scorecard!;
    expect(card.criteria[0]!.title).toMatch(/[а-я]/i);
  });

  it('when a call stored before scorecards is read, then its card is worked out from the transcript', async () => {
    const { token, callSid } = await finishedCall();
    await app.server.db.call.update({ where: { callSid }, data: { scorecard: null, medal: null } });
    const card = callScoreResponseSchema.parse((await c.get(token, `/api/call-score/${callSid}`).expect(200)).body).scorecard!;
    expect(card.callSid).toBe(callSid);
  });

  it("when someone else asks for the call's score, then 403", async () => {
    const { callSid } = await finishedCall();
    const other = await c.freshAgent();
    await c.get(other.token, `/api/call-score/${callSid}`).expect(403);
  });
});
