import { apiRequest } from '@app/api-client/http';
import { adminQuizQuestionSchema, type AdminQuizQuestion, type QuizQuestionInput } from '@app/contracts/quiz-questions';
import { QUIZ_QUESTIONS_KEY } from './get-quiz-questions';
import { useAdminMutation } from './admin-mutation';

/** POST /api/admin/quiz-questions (id undefined) or PUT /api/admin/quiz-questions/{id}. */
export function useSaveQuizQuestion(id: number | undefined, onSaved: (saved: AdminQuizQuestion) => void) {
  return useAdminMutation({
    call: async (body: QuizQuestionInput) =>
      apiRequest(id ? 'PUT' : 'POST', id ? `/api/admin/quiz-questions/${id}` : '/api/admin/quiz-questions', body, adminQuizQuestionSchema),
    invalidates: QUIZ_QUESTIONS_KEY,
    success: id ? 'toasts.updated' : 'toasts.created',
    failure: id ? 'toasts.updateFailed' : 'toasts.createFailed',
    onSuccess: onSaved,
  });
}
