import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuizQuestionListSchema } from '@app/contracts/quiz-questions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { serveQuiz } from './quiz-test-support';

let t: TestApp;
let adminToken: string;
let agentToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.sessionToken(t.admin.id);
  agentToken = await t.sessionToken(t.agent.id);
}, 60_000);
afterAll(() => t.close());

const CYRILLIC = /[а-яё]/i;
const asAdmin = () => ({ Authorization: `Bearer ${adminToken}` });
const question = {
  type: 'multiple-choice',
  question: 'Who pays the stamp duty?',
  options: ['The buyer', '', 'The seller', 'The agent'],
  correctAnswer: 'The seller',
  category: 'legal-compliance',
  subcategory: 'taxes',
  difficulty: 'beginner',
  translations: { ru: { question: 'Кто платит гербовый сбор?', options: ['Покупатель', '', 'Продавец', 'Агент'], explanation: ' ' } },
};

describe('admin quiz questions in the reader language', () => {
  it('when a Russian admin reads the bank, then every seeded question carries its Russian texts', async () => {
    const res = await t.request.get('/api/admin/quiz-questions').set(asAdmin()).set('Accept-Language', 'ru').expect(200);
    const bank = adminQuizQuestionListSchema.parse(res.body);
    expect(bank.length).toBeGreaterThanOrEqual(130);
    for (const q of bank) {
      expect(q.translations?.ru?.question, q.questionId).toMatch(CYRILLIC);
      expect(q.translations?.ru?.explanation, q.questionId).toBeTruthy();
      if (q.type === 'multiple-choice') expect(q.translations?.ru?.options, q.questionId).toHaveLength(q.options.length);
    }
  });

  it('when an admin creates a question with a Russian translation, then it is stored aligned with the written options and a Russian agent is served it', async () => {
    const created = (await t.request.post('/api/admin/quiz-questions').set(asAdmin()).send(question).expect(201)).body;
    expect(created.options).toEqual(['The buyer', 'The seller', 'The agent']);
    // Blank explanation left out; the correct answer is the Russian option at the written one's place.
    expect(created.translations).toEqual({ ru: { question: 'Кто платит гербовый сбор?', options: ['Покупатель', 'Продавец', 'Агент'], correctAnswer: 'Продавец' } });
    const listed = (await t.request.get('/api/admin/quiz-questions').set(asAdmin()).expect(200)).body.find((q: { id: number }) => q.id === created.id);
    expect(listed.translations).toEqual(created.translations);

    let served;
    for (let i = 0; i < 20 && !served; i += 1) {
      served = (await serveQuiz(t, agentToken, 'legal-compliance', 'ru')).body.questions.find((q: { id: string }) => q.id === created.questionId);
    }
    expect(served?.question).toBe('Кто платит гербовый сбор?');
    expect([...(served?.options ?? [])].sort()).toEqual(['Агент', 'Покупатель', 'Продавец']);
  });

  it('when a translation holds a control character, or translates only some options, then 400 in the admin language and nothing is stored', async () => {
    const before = await t.server.db.quizQuestion.count();
    const nul = await t.request
      .post('/api/admin/quiz-questions')
      .set(asAdmin())
      .set('Accept-Language', 'ru')
      .send({ ...question, translations: { ru: { question: 'Кто\u0000платит?' } } })
      .expect(400);
    expect(nul.body.message).toMatch(CYRILLIC);
    const partial = await t.request
      .post('/api/admin/quiz-questions')
      .set(asAdmin())
      .send({ ...question, translations: { ru: { options: ['Покупатель', '', '', 'Агент'] } } })
      .expect(400);
    expect(partial.body.message).toBe('Translate every answer option, or leave all the translated options empty');
    expect(await t.server.db.quizQuestion.count()).toBe(before);
  });

  it('when an update sends no translations, then they stay while the written texts are unchanged and go when the question changes', async () => {
    const created = (await t.request.post('/api/admin/quiz-questions').set(asAdmin()).send({ ...question, category: 'market-analysis' }).expect(201)).body;
    const { translations: _dropped, ...spec } = question;
    const same = await t.request.put(`/api/admin/quiz-questions/${created.id}`).set(asAdmin()).send({ ...spec, category: 'market-analysis', difficulty: 'advanced' }).expect(200);
    expect(same.body.translations.ru.question).toBe('Кто платит гербовый сбор?');
    const changed = await t.request.put(`/api/admin/quiz-questions/${created.id}`).set(asAdmin()).send({ ...spec, category: 'market-analysis', question: 'Who pays the transfer tax?' }).expect(200);
    expect(changed.body.translations).toEqual({});
  });
});
