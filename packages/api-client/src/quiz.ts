import { queryOptions, type QueryKey } from '@tanstack/react-query';
import {
  QUIZ_ATTEMPT_HEADER,
  quizCategoryListSchema,
  quizQuestionListSchema,
  quizResultSchema,
  quizStatsSchema,
  quizTimeLimit,
  type QuizEvaluateBody,
  type QuizServed,
} from '@app/contracts/quiz';
import type { QuizCategory } from '@app/contracts/quiz-questions';
import { apiFetch, apiGet, apiRequest, parseContract } from './http';

export type { QuizServed } from '@app/contracts/quiz';

// The knowledge quiz (spec 001 §10): categories, a served attempt, its grading and the user's stats.
export const quizKeys = {
  all: ['quiz'] as const,
  categories: (language: string) => ['quiz', 'categories', language] as const,
  stats: (userId: number) => ['quiz', 'stats', userId] as const,
};

/** GET /api/quiz/categories: titles, pass minimums, time limits and question counts, in the user's language. */
export const quizCategoriesQuery = (language: string) =>
  queryOptions({ queryKey: quizKeys.categories(language), queryFn: () => apiGet('/api/quiz/categories', quizCategoryListSchema) });

/** GET /api/user/:id/quiz-stats for the signed-in user (the spec's fixed id 1 is replaced by the token's user). */
export const quizStatsQuery = (userId: number) => queryOptions({ queryKey: quizKeys.stats(userId), queryFn: () => apiGet(`/api/user/${userId}/quiz-stats`, quizStatsSchema) });

/**
 * GET /api/quiz/{category}/questions: the spec's question list, with the attempt it opened read
 * from a header (without it the server grades the caller's open attempt of the category).
 * Not a query: every call draws a new set and opens a new attempt on the server.
 */
export async function startQuiz(category: QuizCategory): Promise<QuizServed> {
  const url = `/api/quiz/${encodeURIComponent(category)}/questions`;
  const res = await apiFetch('GET', url);
  const questions = parseContract(quizQuestionListSchema, await res.json(), 'GET', url);
  const attemptId = Number(res.headers.get(QUIZ_ATTEMPT_HEADER));
  return { category, timeLimit: quizTimeLimit(category), questions, ...(Number.isSafeInteger(attemptId) && attemptId > 0 ? { attemptId } : {}) };
}

/** POST /api/quiz/evaluate: the spec's body plus the attempt id and the signed-in user's id. */
export const evaluateQuiz = (body: QuizEvaluateBody, userId: number) => apiRequest('POST', '/api/quiz/evaluate', { ...body, userId }, quizResultSchema);
/** What grading changes: the user's quiz stats. */
export const evaluateQuizInvalidates = (userId: number): QueryKey[] => [quizKeys.stats(userId)];
