import { quizQuestionWriteInvalidates, saveQuizQuestion } from '@app/api-client/admin-quiz-questions';
import type { AdminQuizQuestion, QuizQuestionInput } from '@app/contracts/quiz-questions';
import { useAdminMutation } from './admin-mutation';

/** Creates a question (id undefined) or saves one. */
export function useSaveQuizQuestion(id: number | undefined, onSaved: (saved: AdminQuizQuestion) => void) {
  return useAdminMutation({
    call: (body: QuizQuestionInput) => saveQuizQuestion(id, body),
    invalidates: quizQuestionWriteInvalidates,
    success: id ? 'toasts.updated' : 'toasts.created',
    failure: id ? 'toasts.updateFailed' : 'toasts.createFailed',
    onSuccess: onSaved,
  });
}
