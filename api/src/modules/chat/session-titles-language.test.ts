import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { chatClient, GOOD_REPLY } from './chat-test-support';

let app: TestApp;
let chat: ReturnType<typeof chatClient>;

beforeAll(async () => {
  app = await createTestApp();
  chat = chatClient(app);
});
afterAll(() => app.close());

const read = (token: string, path: string, lang: string) => app.request.get(path).set('Authorization', `Bearer ${token}`).set('Accept-Language', lang).expect(200);

describe('session titles in the reader language', () => {
  it('when sessions were held in English, then a Russian reader sees their titles in Russian in the history, the home activity and the session, and an English reader in English', async () => {
    const { token, user } = await chat.freshAgent();
    const challenge = await app.server.db.challenge.findFirstOrThrow({ where: { title: 'Bulk Purchase Negotiation' } });
    const ruChallenge = (JSON.parse(challenge.translations) as { ru: { title: string } }).ru.title;
    const builtin = await chat.startSession(token, {}, 'en');
    const fromChallenge = await chat.startSession(token, { scenarioId: undefined, challengeId: challenge.id }, 'en');
    for (const s of [builtin, fromChallenge]) await chat.send(token, s.id, GOOD_REPLY).expect(201);
    const expected = { ru: { [builtin.id]: 'Запрос по объекту', [fromChallenge.id]: ruChallenge }, en: { [builtin.id]: 'Property Inquiry', [fromChallenge.id]: 'Bulk Purchase Negotiation' } };

    for (const lang of ['ru', 'en'] as const) {
      const history = (await read(token, `/api/users/${user.id}/sessions`, lang)).body as { id: number; scenarioTitle: string }[];
      expect(Object.fromEntries(history.map((s) => [s.id, s.scenarioTitle]))).toEqual(expected[lang]);
      const activity = (await read(token, `/api/users/${user.id}/activity`, lang)).body.items as { id: string; title: string }[];
      expect(Object.fromEntries(activity.map((a) => [Number(a.id.replace('chat-', '')), a.title]))).toEqual(expected[lang]);
      expect((await read(token, `/api/sessions/${fromChallenge.id}`, lang)).body.scenarioTitle).toBe(expected[lang][fromChallenge.id]);
    }
  });

  it('when the challenge a session came from is gone, then the title it was held under still shows', async () => {
    const { token, user } = await chat.freshAgent();
    const challenge = await app.server.db.challenge.create({
      data: { title: 'Short-lived drill', description: 'd', scenario: 's', initialMessage: 'Hello there, I have a question.', type: 'chat', difficulty: 'easy', category: 'objection', tips: '[]', isActive: true },
    });
    const session = await chat.startSession(token, { scenarioId: undefined, challengeId: challenge.id }, 'en');
    await chat.send(token, session.id, GOOD_REPLY).expect(201);
    await app.server.db.challenge.delete({ where: { id: challenge.id } });
    const history = (await read(token, `/api/users/${user.id}/sessions`, 'ru')).body as { scenarioTitle: string }[];
    expect(history.map((s) => s.scenarioTitle)).toEqual(['Short-lived drill']);
  });
});
