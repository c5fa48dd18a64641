import { createRepositories } from '../../app/repositories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createNotificationsService, type NotificationsService } from './notifications.service';

let t: TestApp;
let service: NotificationsService;

beforeAll(async () => {
  t = await createTestApp();
  service = createNotificationsService(createRepositories(t.server.db).notifications);
});
afterAll(() => t.close());

async function freshUser() {
  const user = await t.createUser();
  const auth = { Authorization: `Bearer ${await t.sessionToken(user.id)}` };
  return { id: user.id, auth, list: async () => (await t.request.get('/api/notifications').set(auth).expect(200)).body };
}

/** What one finished round leaves: five achievements, two tips and a daily challenge. */
async function oneRound(userId: number) {
  for (const achievement of ['first-chat', 'streak-3', 'score-80', 'quiz-1', 'voice-1']) await service.notifyEvent(userId, 'achievementUnlocked', { achievement });
  await service.notifyEvent(userId, 'coachingTip', { skill: 'value' });
  await service.notifyEvent(userId, 'coachingTip', { skill: 'cta' });
  await service.notifyEvent(userId, 'dailyChallenge', { title: 'Investor Price Objection' });
}

describe('notification groups, mark all read and clear all', () => {
  it('when one round leaves many notifications, then each kind is listed once with its count, newest first', async () => {
    const user = await freshUser();
    await oneRound(user.id);
    const body = await user.list();
    expect(body.items.map((n: { title: string; count: number }) => [n.title, n.count])).toEqual([
      ['notifications:items.dailyChallenge.title', 1],
      ['notifications:items.coachingTip.title', 2],
      ['notifications:items.achievementUnlocked.title', 5],
    ]);
    expect(body.items[1].params).toEqual({ skill: 'cta' });
    expect(body.items[2].params).toEqual({ achievement: 'voice-1' });
    expect(body.unread).toBe(3);
  });

  it('when a grouped item is dismissed, then every notification of its kind goes, the others stay', async () => {
    const user = await freshUser();
    await oneRound(user.id);
    const achievements = (await user.list()).items.find((n: { type: string }) => n.type === 'achievement');
    await t.request.post(`/api/notifications/${achievements.id}/dismiss`).set(user.auth).expect(204);
    expect((await user.list()).items.map((n: { type: string }) => n.type)).toEqual(['challenge', 'tip']);
  });

  it('when the user marks all read, then nothing is unread and every item stays', async () => {
    const user = await freshUser();
    await oneRound(user.id);
    await t.request.post('/api/notifications/read-all').set(user.auth).expect(204);
    const body = await user.list();
    expect(body.unread).toBe(0);
    expect(body.items).toHaveLength(3);
    expect(body.items.every((n: { read: boolean }) => n.read)).toBe(true);
  });

  it('when the user clears all, then the list is empty, only for them, and a new notification shows again', async () => {
    const user = await freshUser();
    const other = await freshUser();
    await oneRound(user.id);
    await oneRound(other.id);
    await t.request.post('/api/notifications/clear-all').set(user.auth).expect(204);
    expect(await user.list()).toEqual({ items: [], unread: 0 });
    expect((await other.list()).items).toHaveLength(3);
    await service.notifyEvent(user.id, 'achievementUnlocked', { achievement: 'streak-7' });
    expect((await user.list()).items).toMatchObject([{ type: 'achievement', count: 1, read: false }]);
  });

  it('when signed out, then clear all is refused', async () => {
    await t.request.post('/api/notifications/clear-all').expect(401);
  });
});
