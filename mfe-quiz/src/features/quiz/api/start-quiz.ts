import { useMutation } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';
import { quizQuestionsResponseSchema } from '@app/contracts/quiz';

/**
 * GET /api/quiz/:category/questions. A mutation, not a query: every call draws a new set and opens
 * a new attempt on the server, so it must never be refetched behind the user's back.
 */
export const useStartQuiz = () =>
  useMutation({ mutationFn: async (category: string) => quizQuestionsResponseSchema.parse(await apiGet(`/api/quiz/${category}/questions`)) });
