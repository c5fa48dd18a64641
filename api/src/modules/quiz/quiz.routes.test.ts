import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAccount, type TestApp } from '../../test/test-app';
import { answerAll, serveQuiz } from './quiz-test-support';

let t: TestApp;
let user: TestAccount;
let token: string;
const events: { activityId: string; kind: string; score: number; passed?: boolean; userId: number }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  user = await t.createUser();
  token = await t.sessionToken(user.id);
  t.server.events.on('activity.completed', (e) => void events.push(e));
}, 60_000);
afterAll(() => t.close());

const auth = (req: ReturnType<TestApp['request']['get']>, tk = token) => req.set('Authorization', `Bearer ${tk}`);

describe('quiz categories and questions', () => {
  it('when the categories are listed, then each has its pass minimum, time limit and question count', async () => {
    const res = await auth(t.request.get('/api/quiz/categories')).set('Accept-Language', 'ru').expect(200);
    const byId = Object.fromEntries(res.body.map((c: { id: string }) => [c.id, c]));
    expect(byId['property-basics']).toMatchObject({ title: 'Основы недвижимости', minScore: 90, timeLimit: 3600, questionCount: 50 });
    expect(byId['market-analysis']).toMatchObject({ minScore: 75, timeLimit: 1800, questionCount: 20 });
    expect(byId['client-handling'].minScore).toBe(85);
    expect(byId['legal-compliance'].minScore).toBe(90);
  });

  it('when questions are served, then no payload carries a correct answer, rubric or explanation', async () => {
    for (const category of ['property-basics', 'market-analysis', 'client-handling', 'legal-compliance']) {
      for (const lang of ['en', 'ru']) {
        const { body, rows } = await serveQuiz(t, token, category, lang);
        const text = JSON.stringify(body);
        for (const q of body.questions) expect(Object.keys(q).sort()).toEqual(expect.not.arrayContaining(['correctAnswer', 'explanation', 'rubric']));
        for (const row of rows) {
          const ru = JSON.parse(row.translations).ru;
          for (const secret of [row.explanation, row.rubric, ru.explanation, ru.rubric]) if (secret) expect(text).not.toContain(secret);
          // A multiple-choice answer is one of the options; an open question's reference answer must never appear.
          if (row.type !== 'multiple-choice') expect(text).not.toContain(lang === 'ru' ? ru.correctAnswer : row.correctAnswer);
        }
      }
    }
  });

  it('when questions are served, then the answer is the spec question list and the opened attempt is named in a header', async () => {
    const res = await auth(t.request.get('/api/quiz/market-analysis/questions')).expect(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body[0]).toMatchObject({ id: expect.any(String), question: expect.any(String), category: 'market-analysis' });
    const attemptId = Number(res.headers['x-quiz-attempt-id']);
    const attempt = await t.server.db.quizAttempt.findUniqueOrThrow({ where: { id: attemptId } });
    expect(attempt).toMatchObject({ userId: user.id, category: 'market-analysis', evaluatedAt: null });
    expect(JSON.parse(attempt.questionIds)).toHaveLength(res.body.length);
  });

  it('when the client evaluates without the attempt id, then its open attempt of the category is graded, once', async () => {
    const served = await serveQuiz(t, token, 'client-handling');
    const body = { category: 'client-handling', answers: answerAll(served, () => true), timeSpent: 60 };
    const first = await auth(t.request.post('/api/quiz/evaluate')).send(body).expect(200);
    expect(first.body.attemptId).toBe(served.body.attemptId);
    expect((await auth(t.request.post('/api/quiz/evaluate')).send(body).expect(409)).body.error).toBe('conflict');
  });

  it('when property-basics is served, then 50 distinct active questions come in Russian when asked', async () => {
    const { body } = await serveQuiz(t, token, 'property-basics', 'ru');
    expect(body.questions).toHaveLength(50);
    expect(new Set(body.questions.map((q: { id: string }) => q.id)).size).toBe(50);
    expect(body.questions.some((q: { question: string }) => /[а-я]/i.test(q.question))).toBe(true);
  });

  it('when an unknown category is asked for, then 404 with a message in the user language', async () => {
    const res = await auth(t.request.get('/api/quiz/astrology/questions')).set('Accept-Language', 'ru').expect(404);
    expect(res.body.message).toBe('Такой категории тестов нет');
  });
});

describe('quiz evaluation', () => {
  it('when every answer is right, then 100%, passed, per-question explanations and an activity.completed event', async () => {
    const served = await serveQuiz(t, token, 'legal-compliance');
    const res = await auth(t.request.post('/api/quiz/evaluate'))
      .send({ category: 'legal-compliance', answers: answerAll(served, () => true), timeSpent: 600, userId: 1 })
      .expect(200);
    expect(res.body).toMatchObject({ passed: true, minScore: 90, timeSpent: 600 });
    expect(res.body.percentage).toBeGreaterThanOrEqual(90);
    expect(res.body.totalScore).toBeLessThanOrEqual(res.body.maxScore);
    expect(res.body.questions.every((q: { explanation: string }) => q.explanation.length > 0)).toBe(true);
    expect(res.body.detailedScores.length).toBeGreaterThan(0);
    expect(res.body.recommendations.length).toBeGreaterThan(0);
    expect(events.at(-1)).toMatchObject({ userId: user.id, activityId: `quiz:${res.body.attemptId}`, kind: 'quiz', score: res.body.percentage, passed: true });
  });

  it('when the same attempt is evaluated again, then 409 and nothing changes', async () => {
    const served = await serveQuiz(t, token, 'client-handling');
    const body = { category: 'client-handling', answers: answerAll(served, () => false), timeSpent: 100 };
    const first = await auth(t.request.post('/api/quiz/evaluate')).send(body).expect(200);
    const again = await auth(t.request.post('/api/quiz/evaluate')).send({ ...body, attemptId: first.body.attemptId }).expect(409);
    expect(again.body.error).toBe('conflict');
    const stored = await t.server.db.quizAttempt.findUniqueOrThrow({ where: { id: first.body.attemptId } });
    expect(stored.percentage).toBe(first.body.percentage);
  });

  it('when answers name questions that were not served, then 400 and the attempt stays open', async () => {
    const served = await serveQuiz(t, token, 'market-analysis');
    const notServed = await t.server.db.quizQuestion.findFirstOrThrow({ where: { category: 'legal-compliance' } });
    const res = await auth(t.request.post('/api/quiz/evaluate'))
      .send({ category: 'market-analysis', attemptId: served.body.attemptId, answers: { [notServed.questionId]: notServed.correctAnswer } })
      .expect(400);
    expect(res.body.message).toMatch(/not part of this quiz/);
    await auth(t.request.post('/api/quiz/evaluate')).send({ category: 'market-analysis', attemptId: served.body.attemptId, answers: answerAll(served, () => true) }).expect(200);
  });

  it("when someone evaluates another user's attempt, then 409 and it stays theirs", async () => {
    const served = await serveQuiz(t, token, 'market-analysis');
    const other = await t.createUser();
    await auth(t.request.post('/api/quiz/evaluate'), await t.sessionToken(other.id))
      .send({ category: 'market-analysis', attemptId: served.body.attemptId, answers: {} })
      .expect(409);
  });

  it('when a text answer covers part of the rubric, then it earns partial credit; an empty answer earns none', async () => {
    const served = await serveQuiz(t, token, 'market-analysis');
    const open = served.body.questions.filter((q: { type: string }) => q.type !== 'multiple-choice');
    expect(open.length).toBeGreaterThan(0);
    const first = open[0];
    const reference = served.row(first.id).correctAnswer.split(/[,.]/)[0]!;
    const res = await auth(t.request.post('/api/quiz/evaluate')).send({ category: 'market-analysis', answers: { [first.id]: reference } }).expect(200);
    const graded = res.body.questions.find((q: { questionId: string }) => q.questionId === first.id);
    expect(graded.score).toBeGreaterThan(0);
    expect(graded.score).toBeLessThan(graded.maxScore);
    const blank = res.body.questions.find((q: { questionId: string }) => q.questionId !== first.id);
    expect(blank.score).toBe(0);
  });
});

describe('quiz stats', () => {
  it('when a user has two more attempts, then the stats count them and another user is refused', async () => {
    const fresh = await t.createUser();
    const tk = await t.sessionToken(fresh.id);
    const empty = await auth(t.request.get(`/api/user/${fresh.id}/quiz-stats`), tk).expect(200);
    expect(empty.body).toMatchObject({ totalQuizzes: 0, averageScore: 0, streak: 0, recentResults: [] });

    const a = await serveQuiz(t, tk, 'client-handling');
    const failed = await auth(t.request.post('/api/quiz/evaluate'), tk).send({ category: 'client-handling', answers: answerAll(a, () => false), timeSpent: 300 }).expect(200);
    const b = await serveQuiz(t, tk, 'legal-compliance');
    const passed = await auth(t.request.post('/api/quiz/evaluate'), tk).send({ category: 'legal-compliance', answers: answerAll(b, () => true), timeSpent: 240 }).expect(200);

    const stats = await auth(t.request.get(`/api/user/${fresh.id}/quiz-stats`), tk).expect(200);
    expect(stats.body.totalQuizzes).toBe(2);
    expect(stats.body.averageScore).toBe(Math.round((failed.body.percentage + passed.body.percentage) / 2));
    expect(stats.body.totalScore).toBe(failed.body.totalScore + passed.body.totalScore);
    expect(stats.body.totalMaxScore).toBe(failed.body.maxScore + passed.body.maxScore);
    expect(stats.body.streak).toBe(1);
    expect(stats.body.categoryStats['client-handling']).toMatchObject({ count: 1, failed: 1, passed: 0 });
    expect(stats.body.categoryStats['legal-compliance']).toMatchObject({ count: 1, passed: 1, failed: 0 });
    expect(stats.body.recentResults.map((r: { id: number }) => r.id)).toEqual([passed.body.attemptId, failed.body.attemptId]);
    expect(stats.body.recentResults[0]).toMatchObject({ timeSpent: 240, passed: true });

    await auth(t.request.get(`/api/user/${fresh.id}/quiz-stats`)).expect(403);
    await auth(t.request.get(`/api/user/${fresh.id}/quiz-stats`), await t.sessionToken(t.admin.id)).expect(200);
  });
});
