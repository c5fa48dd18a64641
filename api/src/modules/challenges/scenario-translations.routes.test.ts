import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminScenarioListSchema } from '@app/contracts/scenarios';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let agentToken: string;
let adminToken: string;
beforeAll(async () => {
  app = await createTestApp();
  agentToken = await app.sessionToken(app.agent.id);
  adminToken = await app.sessionToken(app.admin.id);
}, 60_000);
afterAll(() => app.close());

const CYRILLIC = /[а-яё]/i;
const as = (token: string) => ({ Authorization: `Bearer ${token}` });
const body = {
  title: 'Noisy Street',
  description: 'A buyer hears the traffic.',
  clientType: 'Light sleeper',
  initialMessage: 'I can hear the trams from the bedroom. Is that normal?',
  tips: ['Name the triple glazing'],
  translations: {
    ru: {
      title: 'Шумная улица',
      description: 'Покупатель слышит шум транспорта.',
      clientType: 'Чутко спит',
      initialMessage: 'Из спальни слышно трамваи. Это нормально?',
      expectedResponse: '',
      tips: ['Расскажите о тройном остеклении', ''],
    },
  },
};
const challenge = async (token: string, lang: string, id: number) =>
  ((await app.request.get('/api/challenges').set(as(token)).set('Accept-Language', lang).expect(200)).body as { id: number }[]).find((c) => c.id === id);

describe('knowledge-base scenarios in the reader language', () => {
  it('when a Russian admin lists the scenarios and a Russian agent the challenges, then every seeded one has its Russian texts', async () => {
    const list = adminScenarioListSchema.parse((await app.request.get('/api/scenarios').set(as(adminToken)).set('Accept-Language', 'ru').expect(200)).body);
    expect(list.length).toBeGreaterThanOrEqual(7);
    for (const s of list) {
      for (const text of [s.translations?.ru?.title, s.translations?.ru?.description, s.translations?.ru?.initialMessage]) expect(text, s.title).toMatch(CYRILLIC);
      expect(s.translations?.ru?.tips?.length, s.title).toBe(s.tips.length);
    }
    const agent = (await app.request.get('/api/challenges').set(as(agentToken)).set('Accept-Language', 'ru').expect(200)).body as { title: string }[];
    expect(agent.length).toBeGreaterThan(0);
    for (const c of agent) expect(c.title).toMatch(CYRILLIC);
  });

  it('when an admin adds a scenario with a Russian translation, then it is stored without blanks and agents read it in their language', async () => {
    const created = (await app.request.post('/api/scenarios').set(as(adminToken)).send(body).expect(201)).body;
    expect(created.translations).toEqual({
      ru: {
        title: 'Шумная улица',
        description: 'Покупатель слышит шум транспорта.',
        scenario: 'Покупатель слышит шум транспорта.',
        clientType: 'Чутко спит',
        initialMessage: 'Из спальни слышно трамваи. Это нормально?',
        tips: ['Расскажите о тройном остеклении'],
      },
    });
    expect(await challenge(agentToken, 'ru', created.id)).toMatchObject({ title: 'Шумная улица', initialMessage: 'Из спальни слышно трамваи. Это нормально?', tips: ['Расскажите о тройном остеклении'] });
    expect(await challenge(agentToken, 'en', created.id)).toMatchObject({ title: 'Noisy Street', tips: ['Name the triple glazing'] });
  });

  it('when a translation holds a control character, then 400 in the admin language and nothing is stored', async () => {
    const before = await app.server.db.challenge.count();
    const res = await app.request
      .post('/api/scenarios')
      .set(as(adminToken))
      .set('Accept-Language', 'ru')
      .send({ ...body, translations: { ru: { title: 'Шумная\u0007улица' } } })
      .expect(400);
    expect(res.body.message).toMatch(CYRILLIC);
    await app.request.post('/api/scenarios').set(as(adminToken)).send({ ...body, translations: { ru: { title: 'x'.repeat(121) } } }).expect(400);
    expect(await app.server.db.challenge.count()).toBe(before);
  });

  it('when an update sends no translations, then they stay while the written texts are unchanged and go when they change', async () => {
    const created = (await app.request.post('/api/scenarios').set(as(adminToken)).send(body).expect(201)).body;
    const { translations: _sent, ...spec } = body;
    const same = await app.request.put(`/api/scenarios/${created.id}`).set(as(adminToken)).send({ ...spec, difficulty: 'hard' }).expect(200);
    expect(same.body.translations.ru.title).toBe('Шумная улица');
    const changed = await app.request.put(`/api/scenarios/${created.id}`).set(as(adminToken)).send({ ...spec, title: 'Tram Noise' }).expect(200);
    expect(changed.body.translations).toEqual({});
    expect(await challenge(agentToken, 'ru', created.id)).toMatchObject({ title: 'Tram Noise' });
  });
});
