import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISC_QUESTIONS } from '@app/contracts/disc';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ANSWERS, callsClient } from '../calls/calls-test-support';
import { chatClient, GOOD_REPLY } from '../chat/chat-test-support';
import { answerAll, serveQuiz } from '../quiz/quiz-test-support';
import { inDays, teamWorld, type TeamWorld } from './teams-test-support';

// Completion through each practice's own API (not a hand-made event), and medals read from the
// scenario's scorecard as the scorecards module stored it, never from the raw score.
let t: TestApp;
let w: TeamWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await teamWorld(t);
});
afterAll(() => t.close());

const assign = async (body: Record<string, unknown>, userIds = [w.accounts.member.id]) =>
  (await t.request.post(`/api/teams/${w.team.id}/assignments`).set('Authorization', await w.as('manager')).send({ dueAt: inDays(3), userIds, ...body }).expect(201)).body as { id: number };
const statusOf = async (userId: number, id: number) =>
  ((await t.request.get('/api/assignments').set('Authorization', await w.auth(userId)).expect(200)).body as { id: number; status: string; progress: number }[]).find((a) => a.id === id)!;
const bearer = async (userId: number) => ({ Authorization: `Bearer ${await t.sessionToken(userId)}` });

/** A finished chat session of the user; the medal its card gave is set here, so the test decides it. */
async function sessionWithMedal(userId: number, medal: 'bronze' | 'silver' | 'gold' | null) {
  const token = await t.sessionToken(userId);
  const chat = chatClient(t);
  const session = await chat.startSession(token);
  await chat.send(token, session.id, GOOD_REPLY).expect(201);
  const row = await t.server.db.chatSession.findUniqueOrThrow({ where: { id: session.id } });
  await t.server.db.chatSession.update({ where: { id: row.id }, data: { completed: true, completedAt: new Date(), score: 100, medal } });
  return row.id;
}

describe('completion from each kind of activity, through its own API', () => {
  it('when the member passes the assigned quiz category, then the quiz assignment is done', async () => {
    const a = await assign({ kind: 'quiz', target: 'client-handling' });
    const served = await serveQuiz(t, await t.sessionToken(w.accounts.member.id), 'client-handling');
    await t.request.post('/api/quiz/evaluate').set(await bearer(w.accounts.member.id)).send({ category: 'client-handling', attemptId: served.body.attemptId, answers: answerAll(served, () => true), timeSpent: 60 }).expect(200);
    expect(await statusOf(w.accounts.member.id, a.id)).toMatchObject({ status: 'done', progress: 100 });
  });

  it('when the member fails the quiz, then the assignment stays open with progress', async () => {
    const a = await assign({ kind: 'quiz', target: 'property-basics' }, [w.member2.id]);
    const served = await serveQuiz(t, await t.sessionToken(w.member2.id), 'property-basics');
    await t.request.post('/api/quiz/evaluate').set(await bearer(w.member2.id)).send({ category: 'property-basics', attemptId: served.body.attemptId, answers: answerAll(served, () => false), timeSpent: 60 }).expect(200);
    expect((await statusOf(w.member2.id, a.id)).status).toBe('open');
  });

  it('when the member takes the DISC assessment, then the DISC assignment is done', async () => {
    const a = await assign({ kind: 'disc' });
    const responses = DISC_QUESTIONS.map((q) => ({ questionId: q.id, selectedOptions: [q.options[0]!.id], intensity: 3 }));
    await t.request.post('/api/disc-assessments').set(await bearer(w.accounts.member.id)).send({ assessmentType: 'initial', responses }).expect(201);
    expect((await statusOf(w.accounts.member.id, a.id)).status).toBe('done');
  });

  it('when the member records the assigned voice scenario, then the voice assignment is done; another scenario does not count', async () => {
    const a = await assign({ kind: 'voice', target: 'price-objection' });
    const transcript = 'I understand the price feels high. Similar homes on this street sold for more last month, and this one has a new roof. Shall we look at the figures together on Thursday?';
    await t.request.post('/api/analyze-voice').set(await bearer(w.accounts.member.id)).send({ transcript, scenario: 'first-inquiry' }).expect(200);
    expect((await statusOf(w.accounts.member.id, a.id)).status).toBe('open');
    await t.request.post('/api/analyze-voice').set(await bearer(w.accounts.member.id)).send({ transcript, scenario: 'price-objection' }).expect(200);
    expect((await statusOf(w.accounts.member.id, a.id)).status).toBe('done');
  });

  it('when the manager drills down, then quizzes and voice drills are named by their category and scenario, in the reader language', async () => {
    // The member passed the client-handling quiz and recorded the price-objection drill above.
    const drill = (await t.request.get(`/api/teams/${w.team.id}/members/${w.accounts.member.id}/activity`).set('Authorization', await w.as('manager')).set('Accept-Language', 'ru').expect(200)).body as { activities: { kind: string; title: string | null }[] };
    const quiz = drill.activities.find((a) => a.kind === 'quiz');
    const voice = drill.activities.find((a) => a.kind === 'voice');
    expect(quiz?.title).toMatch(/[а-яё]/i);
    expect(voice?.title).toMatch(/[а-яё]/i);
    expect(quiz?.title).not.toBe(voice?.title);
  });

  it('when the member finishes a simulated call with the assigned client, then the call assignment is done', async () => {
    const a = await assign({ kind: 'call', target: 'first-time-buyer' });
    const token = await t.sessionToken(w.accounts.member.id);
    const c = callsClient(t);
    const { callSid } = (await c.start(token).expect(201)).body as { callSid: string };
    for (const text of ANSWERS) if ((await c.turn(token, callSid, text).expect(201)).body.ended) break;
    await c.end(token, callSid).expect(200);
    expect((await statusOf(w.accounts.member.id, a.id)).status).toBe('done');

    // The drill-down shows the call on its card with the medal stored for it; the dashboard counts a call's medal.
    const stored = await t.server.db.call.findUniqueOrThrow({ where: { callSid } });
    const drill = (await t.request.get(`/api/teams/${w.team.id}/members/${w.accounts.member.id}/activity`).set('Authorization', await w.as('manager')).expect(200)).body;
    const call = drill.activities.find((x: { activityId: string }) => x.activityId === `call:${callSid}`);
    expect(call).toMatchObject({ kind: 'call', title: expect.stringMatching(/\w/), medal: stored.medal, scorecard: { passMark: expect.any(Number), criteria: expect.any(Array) } });
    const golds = async () =>
      ((await t.request.get(`/api/teams/${w.team.id}/dashboard`).set('Authorization', await w.as('manager')).expect(200)).body.members as { userId: number; medals: { gold: number } }[])
        .find((m) => m.userId === w.accounts.member.id)!.medals.gold;
    await t.server.db.call.update({ where: { callSid }, data: { medal: null } });
    const without = await golds();
    await t.server.db.call.update({ where: { callSid }, data: { medal: 'gold' } });
    expect(await golds()).toBe(without + 1);
  });

  it('when the member plays the assigned chat scenario, then the scenario assignment is done', async () => {
    const a = await assign({ kind: 'scenario', target: 'property-inquiry' });
    const token = await t.sessionToken(w.accounts.member.id);
    const chat = chatClient(t);
    const session = await chat.startSession(token);
    await chat.send(token, session.id, GOOD_REPLY).expect(201);
    await chat.end(token, session.id).expect(200);
    expect((await statusOf(w.accounts.member.id, a.id)).status).toBe('done');
  });
});

describe('a medal requirement is checked against the scorecard medal', () => {
  it('when a session scores 100 but its card gave bronze, then a silver assignment stays open; a gold card completes it', async () => {
    const id = w.member2.id;
    const a = await assign({ kind: 'scenario', target: 'property-inquiry', requirement: { medal: 'silver' } }, [id]);
    const bronze = await sessionWithMedal(id, 'bronze');
    await t.server.events.emit('activity.completed', { userId: id, activityId: `chat:${bronze}`, kind: 'chat', score: 100, completedAt: new Date(), target: 'property-inquiry' });
    expect(await statusOf(id, a.id)).toMatchObject({ status: 'open' });
    const none = await sessionWithMedal(id, null);
    await t.server.events.emit('activity.completed', { userId: id, activityId: `chat:${none}`, kind: 'chat', score: 100, completedAt: new Date(), target: 'property-inquiry' });
    expect((await statusOf(id, a.id)).status).toBe('open');
    const gold = await sessionWithMedal(id, 'gold');
    await t.server.events.emit('activity.completed', { userId: id, activityId: `chat:${gold}`, kind: 'chat', score: 50, completedAt: new Date(), target: 'property-inquiry' });
    expect((await statusOf(id, a.id)).status).toBe('done');
  });

  it('when the session is played through the API, then the assignment follows the medal its stored card earned', async () => {
    const user = await t.createUser();
    await t.request.post(`/api/teams/${w.team.id}/members`).set('Authorization', w.admin).send({ userId: user.id }).expect(201);
    const a = await assign({ kind: 'scenario', target: 'property-inquiry', requirement: { medal: 'bronze' } }, [user.id]);
    const token = await t.sessionToken(user.id);
    const chat = chatClient(t);
    const session = await chat.startSession(token);
    await chat.send(token, session.id, GOOD_REPLY).expect(201);
    const ended = await chat.end(token, session.id).expect(200);
    const medal = (await t.server.db.chatSession.findUniqueOrThrow({ where: { id: session.id } })).medal;
    expect(ended.body.scorecard.medal).toBe(medal);
    expect((await statusOf(user.id, a.id)).status).toBe(medal ? 'done' : 'open');
  });

  it('when a scored activity carries its card medal (a call), then that medal decides, not the score', async () => {
    const id = w.member2.id;
    const a = await assign({ kind: 'call', target: 'urgent-relocation', requirement: { medal: 'silver' } }, [id]);
    const call = (score: number, medal: string | null) =>
      t.server.events.emit('activity.completed', { userId: id, activityId: `call:CAmedal${Math.random()}`, kind: 'call', score, completedAt: new Date(), target: 'urgent-relocation', medal } as never);
    await call(99, 'bronze');
    expect((await statusOf(id, a.id)).status).toBe('open');
    await call(60, 'silver');
    expect((await statusOf(id, a.id)).status).toBe('done');
  });

  it('when a medal is asked for a kind without a scorecard (quiz, voice), then a clear 400 in the user language', async () => {
    const post = (lang: string, kind: string, target: string) =>
      t.request.post(`/api/teams/${w.team.id}/assignments`).set('Authorization', w.admin).set('Accept-Language', lang).send({ kind, target, dueAt: inDays(2), requirement: { medal: 'gold' } });
    expect((await post('ru', 'quiz', 'market-analysis').expect(400)).body.message).toBe('Медаль можно требовать только в чат-сценарии или звонке.');
    expect((await post('en', 'voice', 'price-objection').expect(400)).body.message).toBe('A medal can be asked for a chat scenario or a call only.');
    await post('en', 'call', 'luxury-investor').expect(201);
  });

  it('when the dashboard and leaderboard count medals, then they count the stored card medals, and the drill-down shows the card', async () => {
    const team = (await t.request.post('/api/teams').set('Authorization', w.admin).send({ name: `Medals ${Date.now()}` }).expect(201)).body as { id: number };
    const agent = await t.createUser();
    await t.request.post(`/api/teams/${team.id}/members`).set('Authorization', w.admin).send({ userId: agent.id }).expect(201);
    // Scores of 100 with no medal (a failed card) count none; a gold card counts one gold.
    for (const medal of [null, null, 'gold'] as const) {
      const sid = await sessionWithMedal(agent.id, medal);
      await t.server.events.emit('activity.completed', { userId: agent.id, activityId: `chat:${sid}`, kind: 'chat', score: medal ? 40 : 100, completedAt: new Date(), target: 'property-inquiry' });
    }
    const dashboard = (await t.request.get(`/api/teams/${team.id}/dashboard`).set('Authorization', w.admin).expect(200)).body;
    expect(dashboard.members[0].medals).toEqual({ bronze: 0, silver: 0, gold: 1 });
    const board = (await t.request.get(`/api/teams/${team.id}/leaderboard?period=week`).set('Authorization', w.admin).expect(200)).body;
    expect(board[0]).toMatchObject({ medals: 1, sessions: 3 });

    // A session played through the API: the drill-down carries its title, stored medal and card.
    const token = await t.sessionToken(agent.id);
    const chat = chatClient(t);
    const session = await chat.startSession(token);
    await chat.send(token, session.id, GOOD_REPLY).expect(201);
    const card = (await chat.end(token, session.id).expect(200)).body.scorecard;
    const drill = (await t.request.get(`/api/teams/${team.id}/members/${agent.id}/activity`).set('Authorization', w.admin).set('Accept-Language', 'ru').expect(200)).body;
    const played = drill.activities.find((x: { activityId: string }) => x.activityId === `chat:${session.id}`);
    expect(played).toMatchObject({ kind: 'chat', medal: card.medal, scorecard: { passMark: card.passMark, score: card.score, passed: card.passed } });
    expect(played.title).toMatch(/[а-я]/i);
    expect(played.scorecard.criteria).toHaveLength(card.criteria.length);
    expect(drill.activities.find((x: { activityId: string }) => x.activityId !== `chat:${session.id}`)).toMatchObject({ scorecard: null });
  });
});
