import { createRepositories } from '../../app/repositories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowserKeys, startFakePushService } from '../../test/fake-push-service';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPushRepository } from '../push/push.repository';
import { createPushService } from '../push/push.service';
import { loadVapidKeys } from '../push/vapid-keys';
import { createNotificationsService, type NotificationsService } from './notifications.service';

let t: TestApp;
let pushService: Awaited<ReturnType<typeof startFakePushService>>;
let notifications: NotificationsService;
let auth: { Authorization: string };
let agentId: number;
const browser = createBrowserKeys();

beforeAll(async () => {
  t = await createTestApp({ PUSH_ALLOW_HTTP: 'true' });
  pushService = await startFakePushService();
  // The same keys the server generated into DATA_DIR on its first run.
  const keys = loadVapidKeys(t.config.DATA_DIR);
  const push = createPushService(createPushRepository(t.server.db), { keys, subject: t.config.VAPID_SUBJECT, allowHttp: true, logger: t.server.logger });
  notifications = createNotificationsService(createRepositories(t.server.db).notifications, { push, logger: t.server.logger });
  auth = { Authorization: `Bearer ${await t.tokenFor(t.agent)}` };
  agentId = (await t.request.get('/api/auth/user').set(auth)).body.id;
});
afterAll(async () => {
  await pushService.close();
  await t.close();
});

describe('Web Push delivery', () => {
  it('when the server starts the first time, then a VAPID public key is served and kept', async () => {
    const res = await t.request.get('/api/push/public-key').expect(200);
    expect(res.body.publicKey).toBe(loadVapidKeys(t.config.DATA_DIR).publicKey);
    expect(Buffer.from(res.body.publicKey, 'base64url')).toHaveLength(65);
  });

  it('when a user subscribes and is notified, then the push service receives an encrypted payload in their language', async () => {
    const endpoint = `${pushService.base}/push/device-1`;
    await t.request.post('/api/push/subscriptions').set(auth).send({ endpoint, keys: browser.keys }).expect(204);
    expect((await t.request.get('/api/push/subscriptions').set(auth).expect(200)).body).toEqual({ subscriptions: 1 });
    await t.server.db.user.update({ where: { id: agentId }, data: { language: 'ru' } });

    await notifications.notifyEvent(agentId, 'streakAtRisk', { streak: 6 });

    const sent = pushService.received.at(-1)!;
    expect(sent.path).toBe('/push/device-1');
    expect(sent.headers['content-encoding']).toBe('aes128gcm');
    expect(String(sent.headers.authorization)).toMatch(/^vapid t=.+, k=/);
    expect(JSON.parse(browser.decrypt(sent.body))).toEqual({
      title: 'Серия вот-вот прервётся',
      body: 'Потренируйтесь сегодня, чтобы сохранить серию из 6 дн.',
      url: '/chat',
      tag: expect.stringMatching(/^notification-\d+$/),
    });
    // Content kept in every language (a challenge's title) and a keyed tip arrive in Russian too.
    await notifications.notifyEvent(agentId, 'dailyChallenge', { title: 'Investor Price Objection', 'ru:title': 'Возражение инвестора по цене' });
    expect(JSON.parse(browser.decrypt(pushService.received.at(-1)!.body)).body).toBe('Сегодня: Возражение инвестора по цене. Выполните его, чтобы сохранить серию.');
    await notifications.notifyEvent(agentId, 'coachingTip', { skill: 'cta' });
    expect(JSON.parse(browser.decrypt(pushService.received.at(-1)!.body)).body).toMatch(/^В прошлой сессии слабее всего был следующий шаг/);
    await t.server.db.user.update({ where: { id: agentId }, data: { language: 'en' } });
  });

  it('when the push service says the subscription is gone, then it is forgotten and the notification is still stored', async () => {
    pushService.answerWith(410);
    const stored = await notifications.notifyEvent(agentId, 'coachingTip', { skill: 'confidence' });
    expect(stored.id).toBeGreaterThan(0);
    expect((await t.request.get('/api/push/subscriptions').set(auth)).body).toEqual({ subscriptions: 0 });
    pushService.answerWith(201);
  });

  it('when the user unsubscribes, then nothing more is sent to that device', async () => {
    const endpoint = `${pushService.base}/push/device-2`;
    await t.request.post('/api/push/subscriptions').set(auth).send({ endpoint, keys: browser.keys }).expect(204);
    await t.request.post('/api/push/subscriptions/remove').set(auth).send({ endpoint }).expect(204);
    const before = pushService.received.length;
    await notifications.notifyEvent(agentId, 'coachingTip', { skill: 'cta' });
    expect(pushService.received.length).toBe(before);
  });

  it('when signed out or sending a plain-http endpoint without permission, then subscribing is refused', async () => {
    await t.request.post('/api/push/subscriptions').send({ endpoint: 'https://push.example/x', keys: browser.keys }).expect(401);
    const strict = await createTestApp();
    const token = await strict.tokenFor(strict.agent);
    await strict.request
      .post('/api/push/subscriptions')
      .set('Authorization', `Bearer ${token}`)
      .send({ endpoint: 'http://127.0.0.1:9/internal', keys: browser.keys })
      .expect(400);
    await strict.close();
  });
});
