import { apiRequest } from '@app/api-client/http';
import { QUIZ_QUESTIONS_KEY } from './get-quiz-questions';
import { useAdminMutation } from './admin-mutation';

/** DELETE /api/admin/quiz-questions/{id}. */
export const useDeleteQuizQuestion = () =>
  useAdminMutation({
    call: (id: number) => apiRequest<void>('DELETE', `/api/admin/quiz-questions/${id}`),
    invalidates: QUIZ_QUESTIONS_KEY,
    success: 'toasts.deleted',
    failure: 'toasts.deleteFailed',
  });
