import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';
import { adminQuizQuestionListSchema } from '@app/contracts/quiz-questions';

export const QUIZ_QUESTIONS_KEY = ['admin', 'quiz-questions'] as const;

/** GET /api/admin/quiz-questions: the whole bank, active or not. */
export const quizQuestionsQuery = () =>
  queryOptions({ queryKey: QUIZ_QUESTIONS_KEY, queryFn: async () => apiGet('/api/admin/quiz-questions', adminQuizQuestionListSchema) });

export const useQuizQuestions = () => useQuery(quizQuestionsQuery());
