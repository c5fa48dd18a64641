import { useMutation } from '@tanstack/react-query';
import { startQuiz } from '@app/api-client/quiz';
import type { QuizCategory } from '@app/contracts/quiz-questions';

/**
 * GET /api/quiz/:category/questions. A mutation, not a query: every call draws a new set and opens
 * a new attempt on the server, so it must never be refetched behind the user's back.
 */
export const useStartQuiz = () => useMutation({ mutationFn: (category: QuizCategory) => startQuiz(category) });
