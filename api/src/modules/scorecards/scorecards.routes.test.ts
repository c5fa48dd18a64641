import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_SCENARIOS } from '@app/contracts/chat';
import { MAX_CRITERIA, MIN_CRITERIA, completedSessionSchema, scenarioScorecardSchema, sessionScorecardSchema } from '@app/contracts/scorecards';
import { createTestApp, type TestApp } from '../../test/test-app';
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

async function finished(lines: string[], lang = 'en') {
  const { user, token } = await chat.freshAgent();
  const session = await chat.startSession(token, {}, lang);
  for (const line of lines) await chat.send(token, session.id, line).expect(201);
  const res = await chat.end(token, session.id).expect(200);
  return { user, token, session, body: completedSessionSchema.parse(res.body) };
}

describe('GET /api/scenarios/:scenarioId/scorecard', () => {
  it.each(['en', 'ru'])('when any built-in scenario is asked in %s, then it has a pass mark and 3 to 8 weighted criteria in that language', async (lang) => {
    const { token } = await chat.freshAgent();
    for (const { id } of BUILTIN_SCENARIOS) {
      const res = await app.request.get(`/api/scenarios/${id}/scorecard`).set(as(token)).set('Accept-Language', lang).expect(200);
      const card = scenarioScorecardSchema.parse(res.body);
      expect(card.scenarioId).toBe(id);
      expect(card.criteria.length).toBeGreaterThanOrEqual(MIN_CRITERIA);
      expect(card.criteria.length).toBeLessThanOrEqual(MAX_CRITERIA);
      for (const c of card.criteria) expect(c.title.length * c.description.length * c.weight).toBeGreaterThan(0);
      if (lang === 'ru') expect(card.criteria[0]!.title).toMatch(/[а-я]/i);
      expect(new Set(card.criteria.map((c) => c.id)).size).toBe(card.criteria.length);
    }
  });

  it('when the scenario does not exist, then 404; without a token, 401', async () => {
    const { token } = await chat.freshAgent();
    await app.request.get('/api/scenarios/no-such-scenario/scorecard').set(as(token)).expect(404);
    await app.request.get('/api/scenarios/challenge-999999/scorecard').set(as(token)).expect(404);
    await app.request.get('/api/scenarios/property-inquiry/scorecard').expect(401);
  });
});

describe('a finished session scored on its card', () => {
  it('when the agent asks first, asks budget and timing and books a timed viewing, then the completion carries a passing card with the agent\'s own words and a medal', async () => {
    const { token, session, body } = await finished(STRONG);
    const card = body.scorecard!;
    expect(card).toMatchObject({ sessionId: session.id, scenarioId: 'property-inquiry', passMark: 70, passed: true, compliance: { passed: true, findings: [] } });
    expect(card.score).toBeGreaterThanOrEqual(70);
    expect(card.medal).not.toBeNull();
    const byId = Object.fromEntries(card.criteria.map((c) => [c.id, c]));
    expect(byId['needs-first']).toMatchObject({ status: 'met', evidence: 'What matters most to your family in the next home?', betterLine: null });
    expect(byId['budget-timeline']!.status).toBe('met');
    const messages = (await chat.messages(token, session.id).expect(200)).body as { id: number; content: string; isAgent: boolean }[];
    for (const c of card.criteria.filter((x) => x.evidence && x.messageId)) {
      const said = messages.find((m) => m.id === c.messageId)!;
      expect(said.isAgent).toBe(true);
      expect(said.content).toContain(c.evidence);
    }
    const again = await app.request.get(`/api/sessions/${session.id}/scorecard`).set(as(token)).expect(200);
    expect(sessionScorecardSchema.parse(again.body)).toEqual(card);
    const history = await app.request.get(`/api/users/${body.userId}/sessions`).set(as(token)).expect(200);
    expect(history.body.find((s: { id: number }) => s.id === session.id).medal).toBe(card.medal);
  });

  it('when the agent pitches without asking anything, then criteria are missed with a better line and no medal is given below the pass mark', async () => {
    const { body } = await finished(['It is an amazing home, the best deal in town!', 'Trust me, you will love it.']);
    const card = body.scorecard!;
    expect(card.score).toBeLessThan(card.passMark);
    expect(card).toMatchObject({ passed: false, medal: null });
    const missed = card.criteria.filter((c) => c.status === 'missed');
    expect(missed.length).toBeGreaterThan(0);
    for (const c of missed) expect(c.betterLine).toEqual(expect.any(String));
  });

  it('when a reply breaks fair-housing rules, then the session fails whatever its score, with the finding quoted', async () => {
    const { body } = await finished([
      ...STRONG.slice(0, 2),
      'Honestly, this street suits families like yours better, hardly any immigrants live here. Would Saturday at 11 am suit you for a viewing?',
    ]);
    const card = body.scorecard!;
    expect(card.score).toBeGreaterThanOrEqual(card.passMark);
    expect(card.compliance.passed).toBe(false);
    expect(card.compliance.findings[0]).toMatchObject({ category: expect.stringMatching(/fair-housing/), quote: expect.any(String), compliantLine: expect.any(String) });
    expect(card).toMatchObject({ passed: false, medal: null });
    expect(card.criteria.find((c) => c.id === 'compliant')).toMatchObject({ status: 'missed' });
  });

  it('when the session is held in Russian, then the card and its better lines are Russian', async () => {
    const { body } = await finished(['Здравствуйте! Да, продаётся.', 'Хорошо.'], 'ru');
    expect(body.scorecard!.criteria[0]!.title).toMatch(/[а-я]/i);
    expect(body.scorecard!.criteria.find((c) => c.betterLine)!.betterLine).toMatch(/[а-я]/i);
  });

  it('when someone else asks for the card, then 403; an admin may read it; an unknown session is 404', async () => {
    const { session } = await finished(STRONG);
    const other = await chat.freshAgent();
    await app.request.get(`/api/sessions/${session.id}/scorecard`).set(as(other.token)).expect(403);
    await app.request.get(`/api/sessions/${session.id}/scorecard`).set(as(await app.tokenFor(app.admin))).expect(200);
    await app.request.get('/api/sessions/99999999/scorecard').set(as(other.token)).expect(404);
    await app.request.get(`/api/sessions/${session.id}/scorecard`).expect(401);
  });

  it('when the session is ended twice at once, then both answers carry the same card and it is stored once', async () => {
    const { token } = await chat.freshAgent();
    const session = await chat.startSession(token);
    for (const line of STRONG) await chat.send(token, session.id, line).expect(201);
    const [a, b] = await Promise.all([chat.end(token, session.id), chat.end(token, session.id)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.scorecard).toEqual(b.body.scorecard);
    const row = await app.server.db.chatSession.findUniqueOrThrow({ where: { id: session.id } });
    expect(JSON.parse(row.scorecard!)).toEqual(a.body.scorecard);
  });
});
