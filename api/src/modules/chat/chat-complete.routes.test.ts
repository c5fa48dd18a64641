import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageScore } from '@app/contracts/chat';
import { createTestApp, type TestApp } from '../../test/test-app';
import { chatClient, GOOD_REPLY } from './chat-test-support';

let app: TestApp;
let chat: ReturnType<typeof chatClient>;

beforeAll(async () => {
  app = await createTestApp();
  chat = chatClient(app);
});
afterAll(() => app.close());

describe('PATCH /api/sessions/:id (end the session)', () => {
  it('when the session has fewer than 3 messages, then it cannot end', async () => {
    const { token } = await chat.freshAgent();
    const session = await chat.startSession(token);
    const res = await chat.end(token, session.id).expect(400);
    expect(res.body.message).toBe('A session needs at least 3 messages before it can end.');
    expect((await app.request.get(`/api/sessions/${session.id}`).set('Authorization', `Bearer ${token}`)).body.completed).toBe(false);
  });

  it('when it ends, then the server computes the score from the feedback and ignores the one sent', async () => {
    const { token } = await chat.freshAgent();
    const session = await chat.startSession(token);
    const a = await chat.send(token, session.id, GOOD_REPLY).expect(201);
    const b = await chat.send(token, session.id, 'ok').expect(201);
    const expected = Math.round((messageScore(a.body.feedback) + messageScore(b.body.feedback)) / 2);
    const res = await chat.end(token, session.id, { score: 100, completed: true }).expect(200);
    expect(res.body).toMatchObject({ completed: true, score: expected, messageCount: 5 });
    expect(res.body.completedAt).toEqual(expect.any(String));
    expect(expected).not.toBe(100);
  });

  it('when stored feedback is unreadable, then that message does not count (0 when none has feedback)', async () => {
    const { token } = await chat.freshAgent();
    const session = await chat.startSession(token);
    await chat.send(token, session.id, GOOD_REPLY).expect(201);
    await app.server.db.chatMessage.updateMany({ where: { sessionId: session.id, isAgent: true }, data: { feedback: 'not json' } });
    expect((await chat.end(token, session.id).expect(200)).body.score).toBe(0);
  });

  it('when someone else or an admin tries to end it, then it is refused', async () => {
    const { token } = await chat.freshAgent();
    const other = await chat.freshAgent();
    const admin = await app.tokenFor(app.admin);
    const session = await chat.startSession(token);
    await chat.send(token, session.id, GOOD_REPLY).expect(201);
    await chat.end(other.token, session.id).expect(403);
    await chat.end(admin, session.id).expect(403);
  });

  it('when the body is not {completed: true}, then it is a validation error', async () => {
    const { token } = await chat.freshAgent();
    const session = await chat.startSession(token);
    await chat.end(token, session.id, { score: 90 }).expect(400);
    await chat.end(token, session.id, { completed: false }).expect(400);
  });

  it('when it ends, then session.completed is emitted once and the home stats, streak, XP and activity show it', async () => {
    const { user, token } = await chat.freshAgent();
    const seen: { sessionId: number; score: number }[] = [];
    const off = app.server.events.on('session.completed', (e) => void (e.userId === user.id && seen.push(e)));
    const first = await chat.startSession(token);
    await chat.send(token, first.id, GOOD_REPLY).expect(201);
    const ended = (await chat.end(token, first.id).expect(200)).body;
    await chat.end(token, first.id).expect(200);
    expect(seen).toEqual([expect.objectContaining({ sessionId: first.id, score: ended.score })]);

    const second = await chat.startSession(token, { scenarioId: 'price-negotiation' });
    await chat.send(token, second.id, 'fine').expect(201);
    const ended2 = (await chat.end(token, second.id).expect(200)).body;
    off();

    const summary = (await app.request.get(`/api/user/${user.id}`).set('Authorization', `Bearer ${token}`).expect(200)).body;
    expect(summary).toMatchObject({ totalSessions: 2, streak: 1 });
    expect(summary.averageScore).toBeCloseTo((ended.score + ended2.score) / 2);
    const stored = await app.server.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.xp).toBe(20 + Math.round(ended.score / 2) + Math.round(ended2.score / 2));

    const activity = (await app.request.get(`/api/users/${user.id}/activity`).set('Authorization', `Bearer ${token}`).expect(200)).body;
    expect(activity.items[0]).toMatchObject({ kind: 'chat', title: 'Price Negotiation', score: ended2.score, completed: true, href: `/chat/sessions/${second.id}` });
  });

  it('when the previous session was completed yesterday in the user\'s time zone, then the streak grows', async () => {
    const { user, token } = await chat.freshAgent();
    const old = await chat.startSession(token);
    await chat.send(token, old.id, GOOD_REPLY).expect(201);
    await chat.end(token, old.id).expect(200);
    const yesterday = new Date(Date.now() - 24 * 3600 * 1000);
    await app.server.db.chatSession.update({ where: { id: old.id }, data: { completedAt: yesterday } });
    await app.server.db.progressActivity.update({ where: { activityId: `chat:${old.id}` }, data: { completedAt: yesterday, day: yesterday.toISOString().slice(0, 10) } });
    const today = await chat.startSession(token);
    await chat.send(token, today.id, GOOD_REPLY).expect(201);
    await chat.end(token, today.id).expect(200);
    expect((await app.server.db.user.findUniqueOrThrow({ where: { id: user.id } })).streak).toBe(2);
    const counted = await app.server.db.progressActivity.findMany({ where: { userId: user.id } });
    expect(counted.map((a) => a.kind)).toEqual(['chat', 'chat']);
    expect(JSON.parse(counted[1]!.skills)).toEqual({ confidence: expect.any(Number), clarity: expect.any(Number), value: expect.any(Number), cta: expect.any(Number) });
  });
});
