import { createRepositories } from '../../app/repositories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createNotificationsService, type NotificationsService } from './notifications.service';

let t: TestApp;
let service: NotificationsService;
let agentToken: string;
let adminToken: string;
let agentId: number;

beforeAll(async () => {
  t = await createTestApp();
  service = createNotificationsService(createRepositories(t.server.db).notifications);
  agentToken = await t.tokenFor(t.agent);
  adminToken = await t.tokenFor(t.admin);
  agentId = (await t.request.get('/api/auth/user').set('Authorization', `Bearer ${agentToken}`)).body.id;
});
afterAll(() => t.close());

const list = (token: string) => t.request.get('/api/notifications').set('Authorization', `Bearer ${token}`);

describe('notifications API', () => {
  it('when signed out, then the list is refused', async () => {
    await t.request.get('/api/notifications').expect(401);
  });

  it('when an event notifies the user, then it is listed with its keys, params and action, unread', async () => {
    await service.notifyEvent(agentId, 'achievementUnlocked', { achievement: 'streak-7' });
    const res = await list(agentToken).expect(200);
    expect(res.body.unread).toBe(1);
    expect(res.body.items[0]).toMatchObject({
      type: 'achievement',
      priority: 'high',
      title: 'notifications:items.achievementUnlocked.title',
      message: 'notifications:items.achievementUnlocked.message',
      params: { achievement: 'streak-7' },
      action: { label: 'notifications:actions.viewProgress', href: '/progress' },
      read: false,
    });
  });

  it('when another user lists theirs, then they do not see it', async () => {
    const res = await list(adminToken).expect(200);
    expect(res.body.items).toEqual([]);
  });

  it('when the user marks all read, then the unread count is zero and the items remain', async () => {
    await t.request.post('/api/notifications/read-all').set('Authorization', `Bearer ${agentToken}`).expect(204);
    const res = await list(agentToken).expect(200);
    expect(res.body.unread).toBe(0);
    expect(res.body.items[0].read).toBe(true);
  });

  it('when the user dismisses one, then it disappears and dismissing again is harmless', async () => {
    const tip = await service.notifyEvent(agentId, 'coachingTip', { skill: 'value' });
    const auth = { Authorization: `Bearer ${agentToken}` };
    await t.request.post(`/api/notifications/${tip.id}/dismiss`).set(auth).expect(204);
    await t.request.post(`/api/notifications/${tip.id}/dismiss`).set(auth).expect(204);
    const res = await list(agentToken).expect(200);
    expect(res.body.items.map((n: { id: number }) => n.id)).not.toContain(tip.id);
  });

  it("when someone dismisses another user's notification, then it is not found and stays", async () => {
    const tip = await service.notifyEvent(agentId, 'streakAtRisk', { streak: 6 });
    await t.request.post(`/api/notifications/${tip.id}/dismiss`).set('Authorization', `Bearer ${adminToken}`).expect(404);
    const res = await list(agentToken).expect(200);
    expect(res.body.items.map((n: { id: number }) => n.id)).toContain(tip.id);
  });

  it('when the id is not a number, then the request is invalid', async () => {
    await t.request.post('/api/notifications/abc/dismiss').set('Authorization', `Bearer ${agentToken}`).expect(400);
  });

  it('when several kinds arrive, then the newest comes first', async () => {
    const first = await service.notifyEvent(agentId, 'coachingTip', { skill: 'clarity' });
    const second = await service.notifyEvent(agentId, 'dailyChallenge', { title: 'two' });
    const ids = (await list(agentToken)).body.items.map((n: { id: number }) => n.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
  });
});
