import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userMedalsSchema } from '@app/contracts/scorecards';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ANSWERS, callsClient } from '../calls/calls-test-support';
import { chatClient } from '../chat/chat-test-support';

let app: TestApp;
let chat: ReturnType<typeof chatClient>;
const as = (token: string) => ({ Authorization: `Bearer ${token}` });

beforeAll(async () => {
  app = await createTestApp();
  chat = chatClient(app);
});
afterAll(() => app.close());

const STRONG = [
  'Yes, it is still available, and the garden is fully fenced, so your dog is welcome. What matters most to your family in the next home?',
  'What budget are you working with, and by when do you need to move?',
  'Would Saturday at 11 am suit you for a viewing?',
];
const WEAK = ['It is an amazing home, the best deal in town!', 'Trust me, you will love it.'];

async function play(token: string, lines: string[], body: Record<string, unknown> = {}, lang = 'en') {
  const session = await chat.startSession(token, body, lang);
  for (const line of lines) await chat.send(token, session.id, line).expect(201);
  return (await chat.end(token, session.id).expect(200)).body.scorecard as { score: number; medal: string | null };
}

describe('GET /api/users/:id/medals', () => {
  it('when a user has no scored attempts, then the list is empty', async () => {
    const { user, token } = await chat.freshAgent();
    expect((await app.request.get(`/api/users/${user.id}/medals`).set(as(token)).expect(200)).body).toEqual([]);
  });

  it('when a scenario is played twice (a miss, then a medal) and a call is scored, then each scenario answers its best medal, best score and attempts', async () => {
    const { user, token } = await chat.freshAgent();
    const weak = await play(token, WEAK);
    const strong = await play(token, STRONG);
    expect(weak.medal).toBeNull();
    expect(strong.medal).not.toBeNull();
    const calls = callsClient(app);
    const { callSid } = (await calls.start(token).expect(201)).body;
    for (const text of ANSWERS) await calls.turn(token, callSid, text).expect(201);
    await calls.end(token, callSid).expect(200);

    const medals = userMedalsSchema.parse((await app.request.get(`/api/users/${user.id}/medals`).set(as(token)).expect(200)).body);
    const chatMedal = medals.find((m) => m.scenarioId === 'property-inquiry')!;
    expect(chatMedal).toMatchObject({ kind: 'chat', medal: strong.medal, bestScore: Math.max(weak.score, strong.score), attempts: 2 });
    expect(chatMedal.title).toBe('Property Inquiry');
    const callMedal = medals.find((m) => m.scenarioId === 'first-time-buyer')!;
    expect(callMedal).toMatchObject({ kind: 'call', attempts: 1 });
    // Newest first: the call came last.
    expect(medals[0]!.scenarioId).toBe('first-time-buyer');

    const ru = userMedalsSchema.parse((await app.request.get(`/api/users/${user.id}/medals`).set(as(token)).set('Accept-Language', 'ru').expect(200)).body);
    expect(ru.find((m) => m.scenarioId === 'property-inquiry')!.title).toMatch(/[а-я]/i);
    expect(ru.find((m) => m.scenarioId === 'first-time-buyer')!.title).toMatch(/[а-я]/i);
  });

  it("when another user asks for someone's medals, then 403; an admin may read them; without a token, 401; a bad id, 400", async () => {
    const { user } = await chat.freshAgent();
    const other = await chat.freshAgent();
    await app.request.get(`/api/users/${user.id}/medals`).set(as(other.token)).expect(403);
    const admin = await app.sessionToken(app.admin.id);
    await app.request.get(`/api/users/${user.id}/medals`).set(as(admin)).expect(200);
    await app.request.get(`/api/users/${user.id}/medals`).expect(401);
    await app.request.get('/api/users/abc/medals').set(as(other.token)).expect(400);
  });
});

/** A finished session stored with a gold card, as the chat module stores one at completion. */
async function goldSession(userId: number, scenarioKey: string) {
  const scorecard = { sessionId: 0, scenarioId: scenarioKey, passMark: 70, score: 95, passed: true, medal: 'gold', criteria: [], compliance: { passed: true, findings: [] } };
  const row = await app.server.db.chatSession.create({
    data: { userId, scenario: scenarioKey, scenarioKey, scenarioTitle: scenarioKey, scenarioData: '{}', personality: 'S', difficulty: 'easy', completed: true, completedAt: new Date(), score: 95, medal: 'gold', scorecard: JSON.stringify(scorecard) },
  });
  return row.id;
}

const unlockedIds = async (userId: number, token: string) =>
  ((await app.request.get(`/api/users/${userId}/achievements`).set(as(token)).expect(200)).body as { items: { id: string; unlocked: boolean }[] }).items.filter((i) => i.unlocked).map((i) => i.id);

describe('medal achievements', () => {
  it('when a finished session earns a medal, then the progress event carries it', async () => {
    const events: { medal?: string | null }[] = [];
    const off = app.server.events.on('activity.completed', (e) => void events.push(e));
    const { token } = await chat.freshAgent();
    const card = await play(token, STRONG);
    off();
    expect(card.medal).not.toBeNull();
    expect(events.at(-1)!.medal).toBe(card.medal);
  });

  it('when an activity earns gold, then "first gold" unlocks; a silver does not', async () => {
    const { user, token } = await chat.freshAgent();
    await app.server.events.emit('activity.completed', { userId: user.id, activityId: 'chat:silver-1', kind: 'chat', score: 82, completedAt: new Date(), medal: 'silver' });
    expect(await unlockedIds(user.id, token)).not.toContain('first-gold');
    const id = await goldSession(user.id, 'property-inquiry');
    await app.server.events.emit('activity.completed', { userId: user.id, activityId: `chat:${id}`, kind: 'chat', score: 95, completedAt: new Date(), medal: 'gold' });
    const unlocked = await unlockedIds(user.id, token);
    expect(unlocked).toContain('first-gold');
    expect(unlocked).not.toContain('gold-every-category');
  });

  it('when the golds cover inquiry, consultation, negotiation and objection, then "golds in every category" unlocks with the last one', async () => {
    const { user, token } = await chat.freshAgent();
    const scenarios = ['property-inquiry', 'investment-consultation', 'price-negotiation', 'investor-price-objection'];
    for (const [n, key] of scenarios.entries()) {
      const id = await goldSession(user.id, key);
      await app.server.events.emit('activity.completed', { userId: user.id, activityId: `chat:${id}`, kind: 'chat', score: 95, completedAt: new Date(), medal: 'gold' });
      expect((await unlockedIds(user.id, token)).includes('gold-every-category')).toBe(n === scenarios.length - 1);
    }
    const medals = userMedalsSchema.parse((await app.request.get(`/api/users/${user.id}/medals`).set(as(token)).expect(200)).body);
    expect(medals.map((m) => m.medal)).toEqual(['gold', 'gold', 'gold', 'gold']);
  });
});
