import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamificationSchema } from '@app/contracts/progress';
import { createTestApp, type TestApp } from '../../test/test-app';
import { chatClient, GOOD_REPLY } from '../chat/chat-test-support';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const gamification = (token: string, id: number, lang = 'en') =>
  app.request.get(`/api/users/${id}/gamification`).set('Authorization', `Bearer ${token}`).set('Accept-Language', lang);

async function agent() {
  const user = await app.createUser();
  return { user, token: await app.sessionToken(user.id) };
}

describe('GET /api/users/:id/gamification (the progress engine)', () => {
  it('when a new user asks, then the record is level 1 Rookie Agent with zero stats and the whole catalog locked', async () => {
    const { user, token } = await agent();
    const res = await gamification(token, user.id).expect(200);
    const body = gamificationSchema.parse(res.body);
    expect(body).toMatchObject({ level: 1, levelTitle: 'Rookie Agent', xp: 0, xpToNext: 1000, levelProgress: 0, streak: 0, history: [] });
    expect(body.stats).toEqual({ averageScore: 0, successRate: 0, totalSessions: 0, perfectScores: 0, currentStreak: 0, totalQuizzes: 0 });
    expect(body.achievements.length).toBeGreaterThanOrEqual(15);
    expect(new Set(body.achievements.map((a) => a.rarity))).toEqual(new Set(['common', 'rare', 'epic', 'legendary']));
    expect(body.achievements.every((a) => !a.unlocked)).toBe(true);
    expect((await gamification(token, user.id, 'ru').expect(200)).body.levelTitle).toBe('Начинающий агент');
  });

  it('when the same activity is reported twice, then it counts once', async () => {
    const { user, token } = await agent();
    const event = { userId: user.id, activityId: `quiz:replay-${user.id}`, kind: 'quiz' as const, score: 100, passed: true, completedAt: new Date() };
    await app.server.events.emit('activity.completed', event);
    await app.server.events.emit('activity.completed', event);
    const body = (await gamification(token, user.id).expect(200)).body;
    expect(body.xp).toBe(60);
    expect(body.stats).toMatchObject({ totalQuizzes: 1, perfectScores: 1, totalSessions: 0, currentStreak: 1 });
    const unlocked = body.achievements.filter((a: { unlocked: boolean }) => a.unlocked).map((a: { id: string }) => a.id);
    expect(unlocked.sort()).toEqual(['first-quiz', 'quiz-passed', 'quiz-perfect']);
    expect(await app.server.db.userAchievement.count({ where: { userId: user.id } })).toBe(3);
  });

  it('when sessions scored 90, 75, 60 and 50 are counted, then the success rate is 50% while the average is 68.8', async () => {
    const { user, token } = await agent();
    for (const [i, score] of [90, 75, 60, 50].entries()) {
      await app.server.events.emit('activity.completed', { userId: user.id, activityId: `call:rate-${user.id}-${i}`, kind: 'call' as const, score, completedAt: new Date() });
    }
    expect((await gamification(token, user.id).expect(200)).body.stats).toMatchObject({ successRate: 50, averageScore: 68.8, totalSessions: 4 });
  });

  it('when a chat session ends, then XP, the history point, the skills and the home stats come from the engine', async () => {
    const chat = chatClient(app);
    const { user, token } = await agent();
    const session = await chat.startSession(token);
    await chat.send(token, session.id, GOOD_REPLY).expect(201);
    const ended = (await chat.end(token, session.id).expect(200)).body;
    const body = (await gamification(token, user.id).expect(200)).body;
    expect(body.xp).toBe(10 + Math.round(ended.score / 2));
    expect(body.history).toEqual([expect.objectContaining({ activityId: `chat:${session.id}`, kind: 'chat', score: ended.score })]);
    expect(body.skills.confidence).toEqual(expect.any(Number));
    expect(body.skills.persuasion).toBeNull();
    expect(body.achievements.find((a: { id: string }) => a.id === 'first-session').unlocked).toBe(true);
    const home = (await app.request.get(`/api/user/${user.id}`).set('Authorization', `Bearer ${token}`).expect(200)).body;
    expect(home).toMatchObject({ totalSessions: body.stats.totalSessions, streak: body.streak });
  });

  it('when the browser sends its time zone, then a valid one is stored and an unknown one ignored', async () => {
    const { user, token } = await agent();
    await gamification(token, user.id).set('X-Time-Zone', 'Asia/Tokyo').expect(200);
    expect((await app.server.db.user.findUniqueOrThrow({ where: { id: user.id } })).timezone).toBe('Asia/Tokyo');
    const res = await gamification(token, user.id).set('X-Time-Zone', 'Mars/Olympus').expect(200);
    expect(res.body.timezone).toBe('Asia/Tokyo');
  });

  it('when activities fall on consecutive days of the user\'s zone, then the streak counts them', async () => {
    const { user, token } = await agent();
    await app.server.db.user.update({ where: { id: user.id }, data: { timezone: 'Pacific/Kiritimati' } });
    const day = 24 * 3600 * 1000;
    for (const [i, back] of [2, 1, 0].entries()) {
      await app.server.events.emit('activity.completed', { userId: user.id, activityId: `voice:streak-${user.id}-${i}`, kind: 'voice', score: 70, completedAt: new Date(Date.now() - back * day) });
    }
    const body = (await gamification(token, user.id).expect(200)).body;
    expect(body.streak).toBe(3);
    expect(body.achievements.find((a: { id: string }) => a.id === 'streak-3').unlocked).toBe(true);
  });

  it('when someone asks for another user, then it is refused; an admin may read it; without a token it is 401', async () => {
    const { user } = await agent();
    const other = await agent();
    await gamification(other.token, user.id).expect(403);
    await gamification(await app.sessionToken(app.admin.id), user.id).expect(200);
    await app.request.get(`/api/users/${user.id}/gamification`).expect(401);
    await gamification(await app.sessionToken(app.admin.id), 999_999).expect(404);
  });
});
