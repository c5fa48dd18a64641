import { QUIZ_ATTEMPT_HEADER, quizQuestionListSchema, quizTimeLimit, type QuizServed } from '@app/contracts/quiz';
import type { QuizCategory } from '@app/contracts/quiz-questions';
import { apiFetch, parseContract } from './http';

export type { QuizServed } from '@app/contracts/quiz';

/**
 * GET /api/quiz/{category}/questions: the spec's question list, with the attempt it opened read
 * from a header (without it the server grades the caller's open attempt of the category).
 */
export async function startQuiz(category: QuizCategory): Promise<QuizServed> {
  const url = `/api/quiz/${encodeURIComponent(category)}/questions`;
  const res = await apiFetch('GET', url);
  const questions = parseContract(quizQuestionListSchema, await res.json(), 'GET', url);
  const attemptId = Number(res.headers.get(QUIZ_ATTEMPT_HEADER));
  return { category, timeLimit: quizTimeLimit(category), questions, ...(Number.isSafeInteger(attemptId) && attemptId > 0 ? { attemptId } : {}) };
}
