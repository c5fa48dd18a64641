import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { chatClient } from './chat-test-support';

let app: TestApp;
let token: string;
let chat: ReturnType<typeof chatClient>;

beforeAll(async () => {
  app = await createTestApp();
  token = await app.tokenFor(app.agent);
  chat = chatClient(app);
});
afterAll(() => app.close());

const post = (body: unknown, lang = 'en') =>
  app.request.post('/api/sessions').set('Authorization', `Bearer ${token}`).set('Accept-Language', lang).send(body as object);

describe('POST /api/sessions', () => {
  it('when a built-in scenario, personality and difficulty are chosen, then the session starts at score 0 with the client opening', async () => {
    const session = await chat.startSession(token, { scenarioId: 'price-negotiation', personality: 'D', difficulty: 'hard' });
    expect(session).toMatchObject({
      userId: app.agent.id, type: 'chat', score: 0, completed: false, personality: 'D', difficulty: 'hard',
      scenarioKey: 'price-negotiation', scenarioTitle: 'Price Negotiation', challengeId: null, language: 'en', messageCount: 1,
    });
    expect(session.scenario).toMatch(/^Price Negotiation - Direct & Decisive client \(Advanced\): Wants the bottom line fast/);
    expect(session.messages).toHaveLength(1);
    expect(session.messages[0]).toMatchObject({ isAgent: false, feedback: null });
    expect(session.messages[0].content).toMatch(/key benefits.*timeline/i);
  });

  it('when each personality opens, then the opening follows it (benefits and timeline, special, process, specifications)', async () => {
    const openings = await Promise.all(
      (['D', 'I', 'S', 'C'] as const).map(async (personality) => (await chat.startSession(token, { personality })).messages[0].content),
    );
    expect(openings[0]).toMatch(/benefits.*timeline/i);
    expect(openings[1]).toMatch(/special/i);
    expect(openings[2]).toMatch(/process/i);
    expect(openings[3]).toMatch(/specifications.*market conditions/i);
  });

  it('when the spec body {userId, type, scenario, score} is sent, then userId and score are ignored and identity comes from the token', async () => {
    const res = await post({ userId: 1, type: 'chat', scenario: 'made up', score: 99, scenarioId: 'off-plan-inquiry', personality: 'C', difficulty: 'medium' }).expect(201);
    expect(res.body).toMatchObject({ userId: app.agent.id, score: 0, scenarioTitle: 'Off-Plan Inquiry' });
    expect(res.body.scenario).not.toBe('made up');
  });

  it('when an admin challenge is chosen, then the session plays it', async () => {
    const challenge = await app.server.db.challenge.findFirstOrThrow({ where: { title: 'Bulk Purchase Negotiation' } });
    const byId = await post({ challengeId: challenge.id, personality: 'I', difficulty: 'easy' }).expect(201);
    expect(byId.body).toMatchObject({ challengeId: challenge.id, scenarioKey: `challenge-${challenge.id}`, scenarioTitle: 'Bulk Purchase Negotiation' });
    expect(byId.body.messages[0].content).toContain('five units');
    const byKey = await post({ scenarioId: `challenge-${challenge.id}`, personality: 'I', difficulty: 'easy' }).expect(201);
    expect(byKey.body.challengeId).toBe(challenge.id);
  });

  it('when an admin scenario with an initial message opens, then the client says it once, followed by the personality ask without a second greeting', async () => {
    const challenge = await app.server.db.challenge.findFirstOrThrow({ where: { title: 'Bulk Purchase Negotiation' } });
    for (const personality of ['D', 'I', 'S', 'C']) {
      const opening = (await post({ challengeId: challenge.id, personality, difficulty: 'easy' }).expect(201)).body.messages[0].content as string;
      expect(opening.startsWith(challenge.initialMessage!)).toBe(true);
      expect(opening.slice(challenge.initialMessage!.length)).not.toMatch(/\b(hi|hello|hey|good day)\b/i);
    }
  });

  it('when the session is started in Russian, then the scenario, its text and the opening are Russian', async () => {
    const session = await chat.startSession(token, { scenarioId: 'first-time-buyer-inquiry', personality: 'S' }, 'ru');
    expect(session).toMatchObject({ language: 'ru', scenarioTitle: 'Первая покупка жилья' });
    expect(session.scenario).toMatch(/клиент «Вдумчивый и спокойный» \(Начальный\)/);
    expect(session.messages[0].content).toMatch(/[а-я]/);
  });

  it('when a selection is missing, then it fails with "Scenario, personality, or difficulty not found"', async () => {
    for (const body of [{ personality: 'D', difficulty: 'easy' }, { scenarioId: 'property-inquiry', difficulty: 'easy' }, { scenarioId: 'property-inquiry', personality: 'D' }, {}]) {
      const res = await post(body).expect(400);
      expect(res.body.message).toBe('Scenario, personality, or difficulty not found');
    }
  });

  it('when a selection does not exist, then it fails with the same message (in the user language)', async () => {
    const inactive = await app.server.db.challenge.create({
      data: { title: 'Old', description: 'd', scenario: 's', initialMessage: 'i', isActive: false },
    });
    for (const body of [
      { scenarioId: 'no-such-scenario', personality: 'D', difficulty: 'easy' },
      { scenarioId: 'property-inquiry', personality: 'X', difficulty: 'easy' },
      { scenarioId: 'property-inquiry', personality: 'D', difficulty: 'insane' },
      { challengeId: inactive.id, personality: 'D', difficulty: 'easy' },
      { challengeId: 999999, personality: 'D', difficulty: 'easy' },
    ]) {
      const res = await post(body).expect(404);
      expect(res.body.message).toBe('Scenario, personality, or difficulty not found');
    }
    const ru = await post({ personality: 'D' }, 'ru').expect(400);
    expect(ru.body.message).toBe('Сценарий, тип клиента или сложность не найдены');
  });

  it('when nobody is signed in, then sessions cannot be created', async () => {
    await app.request.post('/api/sessions').send({ scenarioId: 'property-inquiry', personality: 'D', difficulty: 'easy' }).expect(401);
  });
});

describe('GET /api/sessions/:id and /api/users/:id/sessions', () => {
  it('when the owner or an admin reads a session, then it answers; anyone else is refused', async () => {
    const session = await chat.startSession(token);
    const other = await app.sessionToken((await app.createUser()).id);
    const admin = await app.tokenFor(app.admin);
    await app.request.get(`/api/sessions/${session.id}`).set('Authorization', `Bearer ${token}`).expect(200);
    await app.request.get(`/api/sessions/${session.id}`).set('Authorization', `Bearer ${admin}`).expect(200);
    await app.request.get(`/api/sessions/${session.id}`).set('Authorization', `Bearer ${other}`).expect(403);
    await chat.messages(other, session.id).expect(403);
    await app.request.get('/api/sessions/987654').set('Authorization', `Bearer ${token}`).expect(404);
  });

  it('when the history is listed, then only sessions the user wrote in appear, most recent first, and only to self or admin', async () => {
    const someone = await app.createUser();
    const theirs = await app.sessionToken(someone.id);
    const untouched = await chat.startSession(theirs);
    const first = await chat.startSession(theirs, { scenarioId: 'price-negotiation' });
    const second = await chat.startSession(theirs, { scenarioId: 'off-plan-inquiry' });
    await chat.send(theirs, first.id, 'Hello, what matters most to you?').expect(201);
    await chat.send(theirs, second.id, 'Hello, how can I help you today?').expect(201);
    const res = await app.request.get(`/api/users/${someone.id}/sessions`).set('Authorization', `Bearer ${theirs}`).expect(200);
    expect(res.body.map((s: { id: number }) => s.id)).toEqual([second.id, first.id]);
    expect(res.body.map((s: { id: number }) => s.id)).not.toContain(untouched.id);
    expect(res.body[0]).toMatchObject({ completed: false, messageCount: 3 });
    await app.request.get(`/api/users/${someone.id}/sessions`).set('Authorization', `Bearer ${token}`).expect(403);
  });
});
