import { apiRequest } from '@app/api-client/http';
import { adminQuizQuestionSchema } from '@app/contracts/quiz-questions';
import { QUIZ_QUESTIONS_KEY } from './get-quiz-questions';
import { useAdminMutation } from './admin-mutation';

/** PATCH /api/admin/quiz-questions/{id}/toggle: flips the active state. */
export const useToggleQuizQuestion = () =>
  useAdminMutation({
    call: (id: number) => apiRequest('PATCH', `/api/admin/quiz-questions/${id}/toggle`, undefined, adminQuizQuestionSchema),
    invalidates: QUIZ_QUESTIONS_KEY,
    success: 'toasts.statusUpdated',
    failure: 'toasts.statusFailed',
  });
