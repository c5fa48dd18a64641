import { playerQuestionSchema } from '@app/contracts/quiz';
import { z } from 'zod';
import type { TestApp } from '../../test/test-app';

/** Serves a quiz to a user and returns the served questions with their correct answers from the database. */
export async function serveQuiz(t: TestApp, token: string, category: string, lang = 'en') {
  const res = await t.request.get(`/api/quiz/${category}/questions`).set('Authorization', `Bearer ${token}`).set('Accept-Language', lang).expect(200);
  // Read with the contract, every other field kept: the suites check that no secret field is served.
  const questions = z.array(playerQuestionSchema.loose()).parse(res.body);
  const rows = await t.server.db.quizQuestion.findMany({ where: { questionId: { in: questions.map((q) => q.id) } } });
  const byId = new Map(rows.map((r) => [r.questionId, r]));
  // The answer is the spec's list; the attempt it opened comes in a header.
  const body = { attemptId: Number(res.headers['x-quiz-attempt-id']), questions };
  return { body, text: res.text, rows, row: (id: string) => byId.get(id)! };
}

/** Answers every served question: right multiple choice and reference texts when `right`, wrong otherwise. */
export function answerAll(served: Awaited<ReturnType<typeof serveQuiz>>, right: (index: number) => boolean) {
  return Object.fromEntries(
    served.body.questions.map((q: { id: string; options?: string[] }, i: number) => {
      const row = served.row(q.id);
      if (row.type === 'multiple-choice') return [q.id, right(i) ? row.correctAnswer : q.options!.find((o) => o !== row.correctAnswer)!];
      return [q.id, right(i) ? row.correctAnswer : 'no idea'];
    }),
  );
}
