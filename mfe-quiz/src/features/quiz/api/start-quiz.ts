import { useMutation } from '@tanstack/react-query';
import { startQuiz } from '@app/api-client/quiz';

/**
 * A mutation, not a query: every call draws a new set and opens a new attempt on the server, so it
 * must never be refetched behind the user's back.
 */
export const useStartQuiz = () => useMutation({ mutationFn: startQuiz });
