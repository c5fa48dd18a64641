import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '@app/i18n/resources';
import { DIFFICULTIES, DISC_TYPES } from '@app/contracts/chat';
import { createTestApp, type TestApp } from '../../test/test-app';

// Spec 000 §4/§7: a client that speaks only the spec sends {userId, type: "chat", scenario, score}.

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  token = await app.tokenFor(app.agent);
});
afterAll(() => app.close());

const post = (scenario: string, lang = 'en') =>
  app.request
    .post('/api/sessions')
    .set('Authorization', `Bearer ${token}`)
    .set('Accept-Language', lang)
    .send({ userId: 424242, type: 'chat', scenario, score: 77 });

describe('POST /api/sessions with the spec body', () => {
  for (const lang of ['en', 'ru'] as const) {
    const chat = resources[lang].chat;
    for (const personality of DISC_TYPES) {
      for (const difficulty of DIFFICULTIES) {
        const p = chat.personalities[personality];
        const label = chat.difficulty[difficulty].label;
        it(`when the ${lang} text names ${p.title} and ${label}, then the session plays ${personality}/${difficulty}`, async () => {
          const scenario = `${chat.scenarios['price-negotiation'].title} - ${p.title} (${label}): ${p.behavior}`;
          const res = await post(scenario, lang).expect(201);
          expect(res.body).toMatchObject({
            userId: app.agent.id, score: 0, completed: false, personality, difficulty, scenarioTitle: chat.scenarios['price-negotiation'].title, language: lang,
          });
        });
      }
    }
  }

  it('when the text uses personality names, DISC letters, ids or the other language, then it is read alike', async () => {
    // The seeded chat challenges carry the built-in titles: those are the scenarios the app lists.
    const cases: [string, string, string, string, string][] = [
      ['Off-Plan Inquiry with a Dominant client, medium', 'en', 'Off-Plan Inquiry', 'D', 'medium'],
      ['property-inquiry (C) hard', 'en', 'Property Inquiry', 'C', 'hard'],
      ['Переговоры о цене, клиент Влияющий, уровень Продвинутый', 'ru', 'Переговоры о цене', 'I', 'hard'],
      ['Первая покупка жилья - S - легкий', 'ru', 'Первая покупка жилья', 'S', 'easy'],
      ['Торг по цене - Стабильный - Intermediate', 'ru', 'Торг по цене', 'S', 'medium'],
      ['Price Negotiation - Стабильный - Intermediate', 'en', 'Price Negotiation', 'S', 'medium'],
      ['I think Price Negotiation with the Social & Engaging client on Beginner', 'en', 'Price Negotiation', 'I', 'easy'],
    ];
    for (const [scenario, lang, scenarioTitle, personality, difficulty] of cases) {
      const res = await post(scenario, lang).expect(201);
      expect(res.body, scenario).toMatchObject({ scenarioTitle, personality, difficulty });
    }
  });

  it('when the text names an active chat challenge by title, then the session plays the challenge', async () => {
    const challenge = await app.server.db.challenge.create({
      data: {
        title: 'Hard Bargain Harbour Loft', description: 'd', scenario: 's', initialMessage: 'Is the loft still free?', type: 'chat',
        translations: JSON.stringify({ ru: { title: 'Жёсткий торг за лофт' } }),
      },
    });
    const en = await post('Hard Bargain Harbour Loft - Detail-Oriented & Thorough client (Beginner)').expect(201);
    // "Hard" inside the title is not the difficulty.
    expect(en.body).toMatchObject({ challengeId: challenge.id, personality: 'C', difficulty: 'easy' });
    const ru = await post('Жесткий торг за лофт - клиент «Прямой и решительный» (Средний)', 'ru').expect(201);
    expect(ru.body).toMatchObject({ challengeId: challenge.id, personality: 'D', difficulty: 'medium' });
  });

  it('when the precise fields are sent beside the text, then they win and the text fills only what is missing', async () => {
    const res = await post('Price Negotiation - Direct & Decisive client (Advanced)').send({
      type: 'chat', scenario: 'Price Negotiation - Direct & Decisive client (Advanced)', personality: 'S',
    }).expect(201);
    expect(res.body).toMatchObject({ scenarioTitle: 'Price Negotiation', personality: 'S', difficulty: 'hard' });
  });

  it('when the scenario, the personality or the difficulty cannot be found, then 400 with the spec message in the user language', async () => {
    for (const scenario of [
      'Underwater Castle Sale - Direct & Decisive client (Advanced)',
      'Price Negotiation - a grumpy client (Advanced)',
      // The pronoun is not the DISC letter I.
      'I want Price Negotiation, Advanced',
      'Price Negotiation - Direct & Decisive client (nightmare)',
      '',
    ]) {
      const res = await post(scenario).expect(400);
      expect(res.body.message, scenario).toBe('Scenario, personality, or difficulty not found');
    }
    const ru = await post('Переговоры о цене - клиент «Прямой и решительный» (невозможный)', 'ru').expect(400);
    expect(ru.body.message).toBe('Сценарий, тип клиента или сложность не найдены');
  });
});
