import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { serveQuiz } from './quiz-test-support';

let t: TestApp;
let adminToken: string;
let userToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.sessionToken(t.admin.id);
  userToken = await t.sessionToken(t.agent.id);
}, 60_000);
afterAll(() => t.close());

const question = {
  type: 'multiple_choice',
  question: 'Which document proves ownership?',
  options: ['The title register entry', 'A utility bill', '', ''],
  correctAnswer: 'The title register entry',
  scenario: '',
  category: 'legal-compliance',
  subcategory: 'contracts',
  difficulty: 'advanced',
};

describe('admin quiz questions', () => {
  it('when called without a token or as a non-admin, then 401 and 403', async () => {
    await t.request.get('/api/admin/quiz-questions').expect(401);
    await t.request.get('/api/admin/quiz-questions').set('Authorization', `Bearer ${userToken}`).expect(403);
    await t.request.post('/api/admin/quiz-questions').set('Authorization', `Bearer ${userToken}`).send(question).expect(403);
  });

  it('when the list is read, then the seeded bank of at least 130 questions comes in the admin view', async () => {
    const res = await t.request.get('/api/admin/quiz-questions').set('Authorization', `Bearer ${adminToken}`).expect(200);
    expect(res.body.length).toBeGreaterThanOrEqual(130);
    expect(res.body[0]).toMatchObject({ questionId: expect.stringMatching(/^[A-Z]{2}-\d{3}$/), isActive: true, createdAt: expect.any(String) });
  });

  it("when an admin adds a question with the spec's body, then it gets the next id and 20 points and appears in the next quiz", async () => {
    const res = await t.request.post('/api/admin/quiz-questions').set('Authorization', `Bearer ${adminToken}`).send(question).expect(201);
    expect(res.body).toMatchObject({ questionId: 'LC-027', type: 'multiple-choice', points: 20, options: ['The title register entry', 'A utility bill'], isActive: true });
    // The category holds 27 active questions and a quiz draws 20: serve until it shows up.
    let seen = false;
    for (let i = 0; i < 20 && !seen; i += 1) seen = (await serveQuiz(t, userToken, 'legal-compliance')).body.questions.some((q: { id: string }) => q.id === 'LC-027');
    expect(seen).toBe(true);
  });

  it('when a question is toggled off, updated and deleted, then each change is stored', async () => {
    const created = (await t.request.post('/api/admin/quiz-questions').set('Authorization', `Bearer ${adminToken}`).send({ ...question, category: 'market-analysis' }).expect(201)).body;
    const off = await t.request.patch(`/api/admin/quiz-questions/${created.id}/toggle`).set('Authorization', `Bearer ${adminToken}`).expect(200);
    expect(off.body.isActive).toBe(false);
    const put = await t.request
      .put(`/api/admin/quiz-questions/${created.id}`)
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ type: 'text', question: 'Define escrow.', correctAnswer: 'A neutral party holds funds', category: 'market-analysis', difficulty: 'beginner', options: [] })
      .expect(200);
    expect(put.body).toMatchObject({ type: 'text', points: 10, options: [], isActive: false });
    await t.request.delete(`/api/admin/quiz-questions/${created.id}`).set('Authorization', `Bearer ${adminToken}`).expect(204);
    await t.request.delete(`/api/admin/quiz-questions/${created.id}`).set('Authorization', `Bearer ${adminToken}`).expect(404);
  });

  it('when a multiple-choice answer is not among the options, then 400 in the admin language and nothing is saved', async () => {
    const before = await t.server.db.quizQuestion.count();
    const res = await t.request
      .post('/api/admin/quiz-questions')
      .set('Authorization', `Bearer ${adminToken}`)
      .set('Accept-Language', 'ru')
      .send({ ...question, correctAnswer: 'Something else' })
      .expect(400);
    expect(res.body.message).toBe('Правильный ответ должен совпадать с одним из вариантов');
    expect(await t.server.db.quizQuestion.count()).toBe(before);
  });

  it("when an admin reads a user's quiz results, then they are that user's stats; a non-admin gets 403", async () => {
    const someone = await t.createUser();
    const token = await t.sessionToken(someone.id);
    const started = await serveQuiz(t, token, 'market-analysis');
    const answers = Object.fromEntries(started.body.questions.map((q: { id: string }) => [q.id, 'I am not sure']));
    await t.request.post('/api/quiz/evaluate').set('Authorization', `Bearer ${token}`).send({ category: 'market-analysis', answers, timeSpent: 60 }).expect(200);
    const res = await t.request.get(`/api/admin/quiz-results/${someone.id}`).set('Authorization', `Bearer ${adminToken}`).expect(200);
    expect(res.body).toMatchObject({ totalQuizzes: 1, categoryStats: { 'market-analysis': { count: 1 } } });
    await t.request.get(`/api/admin/quiz-results/${someone.id}`).set('Authorization', `Bearer ${userToken}`).expect(403);
  });
});
