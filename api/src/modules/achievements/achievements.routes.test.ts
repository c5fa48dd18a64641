import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../lib/i18n';
import { createTestApp, type TestApp } from '../../test/test-app';
import { chatClient, GOOD_REPLY } from '../chat/chat-test-support';

let app: TestApp;
let chat: ReturnType<typeof chatClient>;

beforeAll(async () => {
  app = await createTestApp();
  chat = chatClient(app);
});
afterAll(() => app.close());

async function finishSession(token: string) {
  const session = await chat.startSession(token, {});
  await chat.send(token, session.id, GOOD_REPLY).expect(201);
  await chat.end(token, session.id).expect(200);
}

const achievements = (token: string, userId: number, lang = 'en') =>
  app.request.get(`/api/users/${userId}/achievements`).set('Authorization', `Bearer ${token}`).set('Accept-Language', lang);

const achievementNotifications = async (token: string) =>
  ((await app.request.get('/api/notifications').set('Authorization', `Bearer ${token}`).expect(200)).body.items as { type: string; params: Record<string, unknown>; action: { href: string } | null }[]).filter(
    (n) => n.type === 'achievement',
  );

describe('achievements', () => {
  it('when nothing is practised yet, then the whole catalog is listed locked', async () => {
    const { user, token } = await chat.freshAgent();
    const res = await achievements(token, user.id).expect(200);
    expect(res.body.unlocked).toBe(0);
    expect(res.body.total).toBe(res.body.items.length);
    expect(res.body.items.length).toBeGreaterThanOrEqual(8);
    expect(res.body.items.every((a: { unlocked: boolean; unlockedAt: unknown }) => !a.unlocked && a.unlockedAt === null)).toBe(true);
    expect(await achievementNotifications(token)).toEqual([]);
  });

  it('when the first session ends, then First Conversation unlocks, listed first, with one notification pointing at /progress', async () => {
    const { user, token } = await chat.freshAgent();
    await finishSession(token);
    const res = await achievements(token, user.id).expect(200);
    expect(res.body.unlocked).toBe(1);
    expect(res.body.items[0]).toMatchObject({ id: 'first-session', name: 'First Conversation', rarity: 'common', unlocked: true });
    expect(Date.parse(res.body.items[0].unlockedAt)).toBeGreaterThan(Date.now() - 60_000);
    const notes = await achievementNotifications(token);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ params: { achievement: 'first-session' }, action: { href: '/progress' } });

    await finishSession(token);
    expect((await achievements(token, user.id).expect(200)).body.unlocked).toBe(1);
    expect(await achievementNotifications(token)).toHaveLength(1);
  });

  it('when progress reports a 7-day streak, then Warming Up and Week Warrior unlock together', async () => {
    const { user, token } = await chat.freshAgent();
    await app.server.events.emit('progress.updated', { userId: user.id, stats: { totalSessions: 7, averageScore: 70, streak: 7, xp: 400 }, score: 70 });
    // One "Achievement unlocked!" item stands for the three (the notification list groups by kind).
    expect(await achievementNotifications(token)).toMatchObject([{ count: 3 }]);
    const unlocked = (await achievements(token, user.id).expect(200)).body.items.filter((a: { unlocked: boolean }) => a.unlocked);
    expect(unlocked.map((a: { id: string }) => a.id).sort()).toEqual(['first-session', 'streak-3', 'streak-7']);
  });

  it('when asked in Russian, then names and descriptions are Russian, and the notification text names the achievement', async () => {
    const { user, token } = await chat.freshAgent();
    await finishSession(token);
    const first = (await achievements(token, user.id, 'ru').expect(200)).body.items[0];
    expect(first).toMatchObject({ name: 'Первый разговор', description: 'Завершите первую тренировку.' });
    expect(translate('ru', 'notifications:items.achievementUnlocked.message', { achievement: 'first-session' })).toBe('Вы получили «Первый разговор». Так держать!');
    expect(translate('en', 'notifications:items.achievementUnlocked.message', { achievement: 'streak-7' })).toBe('You earned “Week Warrior”. Keep it up!');
  });

  it('when another user asks for them, then 403; an admin may read them', async () => {
    const { user } = await chat.freshAgent();
    const other = await chat.freshAgent();
    await achievements(other.token, user.id).expect(403);
    const admin = await app.createUser('admin');
    await achievements(await app.sessionToken(admin.id), user.id).expect(200);
  });
});
