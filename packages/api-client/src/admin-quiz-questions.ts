import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { adminQuizQuestionListSchema, adminQuizQuestionSchema, type QuizQuestionInput } from '@app/contracts/quiz-questions';
import { apiGet, apiRequest } from './http';

// The quiz question bank as admins edit it (spec 001 §8), active questions and inactive ones.
export const QUIZ_QUESTIONS_KEY = ['admin', 'quiz-questions'] as const;

/** GET /api/admin/quiz-questions: the whole bank, active or not. */
export const quizQuestionsQuery = () =>
  queryOptions({ queryKey: QUIZ_QUESTIONS_KEY, queryFn: () => apiGet('/api/admin/quiz-questions', adminQuizQuestionListSchema) });

/** POST /api/admin/quiz-questions (id undefined) or PUT /api/admin/quiz-questions/{id}. */
export const saveQuizQuestion = (id: number | undefined, body: QuizQuestionInput) =>
  apiRequest(id ? 'PUT' : 'POST', id ? `/api/admin/quiz-questions/${id}` : '/api/admin/quiz-questions', body, adminQuizQuestionSchema);

/** PATCH /api/admin/quiz-questions/{id}/toggle: flips the active state, answers the question. */
export const toggleQuizQuestion = (id: number) => apiRequest('PATCH', `/api/admin/quiz-questions/${id}/toggle`, undefined, adminQuizQuestionSchema);

/** DELETE /api/admin/quiz-questions/{id} (204). */
export const deleteQuizQuestion = (id: number) => apiRequest<void>('DELETE', `/api/admin/quiz-questions/${id}`);

/** What a question write refetches: the bank. */
export const quizQuestionWriteInvalidates: readonly QueryKey[] = [QUIZ_QUESTIONS_KEY];
