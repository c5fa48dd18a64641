import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowserKeys } from '../../test/fake-push-service';
import { createTestApp, type TestApp } from '../../test/test-app';
import { isAllowedPushEndpoint, resolvesPublicly } from './push-endpoint';
import { createPushRepository } from './push.repository';
import { createPushService } from './push.service';
import { loadVapidKeys } from './vapid-keys';

let t: TestApp;
const browser = createBrowserKeys();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const subscribe = (token: string, endpoint: string, lang = 'en') =>
  t.request.post('/api/push/subscriptions').set('Authorization', `Bearer ${token}`).set('Accept-Language', lang).send({ endpoint, keys: browser.keys });
const count = async (token: string) =>
  (await t.request.get('/api/push/subscriptions').set('Authorization', `Bearer ${token}`).expect(200)).body.subscriptions as number;

describe('POST /api/push/subscriptions', () => {
  it('when the endpoint is not a public https push service, then 400 with a translated message and nothing is stored', async () => {
    const { id } = await t.createUser();
    const token = await t.sessionToken(id);
    for (const endpoint of [
      'http://push.example.com/x',
      'https://localhost/push',
      'https://LOCALHOST./push',
      'https://api.localhost/push',
      'https://printer.local/push',
      'https://metadata.google.internal/computeMetadata',
      'https://intranet/push',
      'https://127.0.0.1/push',
      'https://127.1.2.3:8443/push',
      'https://0x7f.1/push',
      'https://2130706433/push',
      'https://10.1.2.3/push',
      'https://172.20.0.1/push',
      'https://192.168.1.1/push',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/push',
      'https://0.0.0.0/push',
      'https://[::1]/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://[fe80::1]/push',
      'https://[fd00::1]/push',
      'https://user:secret@fcm.googleapis.com/fcm/send/x',
    ]) {
      const res = await subscribe(token, endpoint).expect(400);
      expect(res.body.message, endpoint).toBe('This push address was refused: only a public https push service can be used.');
    }
    const ru = await subscribe(token, 'https://127.0.0.1/push', 'ru').expect(400);
    expect(ru.body.message).toBe('Адрес push-уведомлений отклонён: подходит только публичный сервис push по https.');
    expect(await count(token)).toBe(0);
  });

  it('when the endpoint is a public push service, then it is stored', async () => {
    const { id } = await t.createUser();
    const token = await t.sessionToken(id);
    await subscribe(token, 'https://fcm.googleapis.com/fcm/send/device-a').expect(204);
    await subscribe(token, 'https://updates.push.services.mozilla.com/wpush/v2/device-b').expect(204);
    await subscribe(token, 'https://[2a00:1450:4001::200e]/push/device-c').expect(204);
    expect(await count(token)).toBe(3);
  });

  it("when another user posts someone's endpoint, then 409 and the endpoint stays with its owner", async () => {
    const owner = await t.sessionToken((await t.createUser()).id);
    const intruder = await t.sessionToken((await t.createUser()).id);
    const endpoint = 'https://fcm.googleapis.com/fcm/send/owned-device';
    await subscribe(owner, endpoint).expect(204);
    const res = await subscribe(intruder, endpoint).expect(409);
    expect(res.body.message).toBe('This browser is already receiving notifications for another account.');
    expect(await count(owner)).toBe(1);
    expect(await count(intruder)).toBe(0);
    // The intruder cannot remove it either; the owner re-subscribing keeps working.
    await t.request.post('/api/push/subscriptions/remove').set('Authorization', `Bearer ${intruder}`).send({ endpoint }).expect(204);
    expect(await count(owner)).toBe(1);
    await subscribe(owner, endpoint).expect(204);
    expect(await count(owner)).toBe(1);
  });
});

describe('delivery', () => {
  it('when a stored endpoint resolves to a private address, then nothing is sent and the subscription is forgotten', async () => {
    const user = await t.createUser();
    const endpoint = 'https://push.rebind.example.com/device';
    await t.server.db.pushSubscription.create({ data: { userId: user.id, endpoint, p256dh: browser.keys.p256dh, auth: browser.keys.auth } });
    const lookedUp: string[] = [];
    const push = createPushService(createPushRepository(t.server.db), {
      keys: loadVapidKeys(t.config.DATA_DIR), subject: t.config.VAPID_SUBJECT, allowHttp: false, logger: t.server.logger,
      lookup: async (host) => {
        lookedUp.push(host);
        return ['93.184.215.14', '127.0.0.1'];
      },
    });
    expect(await push.sendToUser(user.id, { title: 't', body: 'b', url: '/', tag: 'x' })).toBe(0);
    expect(lookedUp).toEqual(['push.rebind.example.com']);
    expect(await t.server.db.pushSubscription.count({ where: { endpoint } })).toBe(0);
  });

  it('when names resolve, then only all-public answers pass', async () => {
    const answer = (addresses: string[]) => async () => addresses;
    expect(await resolvesPublicly('https://push.example.com/x', answer(['93.184.215.14']))).toBe(true);
    expect(await resolvesPublicly('https://push.example.com/x', answer(['10.0.0.1']))).toBe(false);
    expect(await resolvesPublicly('https://push.example.com/x', answer(['::1']))).toBe(false);
    expect(await resolvesPublicly('https://push.example.com/x', answer([]))).toBe(false);
    expect(await resolvesPublicly('https://push.example.com/x', async () => Promise.reject(new Error('ENOTFOUND')))).toBe(false);
    expect(isAllowedPushEndpoint('http://127.0.0.1:9/local-test', true)).toBe(true);
    expect(isAllowedPushEndpoint('ftp://push.example.com/x', true)).toBe(false);
  });
});
