import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let auth: { Authorization: string };
let agentId: number;

beforeAll(async () => {
  t = await createTestApp();
  auth = { Authorization: `Bearer ${await t.tokenFor(t.agent)}` };
  agentId = (await t.request.get('/api/auth/user').set(auth)).body.id;
});
afterAll(() => t.close());

const challengeNotifications = async () =>
  (await t.request.get('/api/notifications').set(auth).expect(200)).body.items.filter((n: { type: string }) => n.type === 'challenge');

describe('daily challenge notifications', () => {
  it("when the day's challenge is picked the first time, then one challenge notification names it", async () => {
    const first = (await t.request.get(`/api/users/${agentId}/daily-challenge`).set(auth).expect(200)).body;
    const challenge = first.challenge;
    expect(first.notified).toBe(true);
    // The response says whether it notified, so the apps refresh the bell only then.
    expect((await t.request.get(`/api/users/${agentId}/daily-challenge`).set(auth).expect(200)).body.notified).toBe(false);
    const items = await challengeNotifications();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      title: 'notifications:items.dailyChallenge.title',
      params: { title: challenge.title },
      action: { label: 'notifications:actions.startChallenge', href: `/chat?challenge=${challenge.id}` },
    });
  });

  it('when another day is asked for, then that day gets its own notification, listed in the one challenge item', async () => {
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const next = (await t.request.get(`/api/users/${agentId}/daily-challenge?day=${tomorrow}`).set(auth).expect(200)).body;
    expect(next.notified).toBe(true);
    expect(await challengeNotifications()).toMatchObject([{ count: 2, params: { title: next.challenge.title } }]);
  });
});
