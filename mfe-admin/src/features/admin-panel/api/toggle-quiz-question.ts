import { quizQuestionWriteInvalidates, toggleQuizQuestion } from '@app/api-client/admin-quiz-questions';
import { useAdminMutation } from './admin-mutation';

/** Flips a question's active state. */
export const useToggleQuizQuestion = () =>
  useAdminMutation({ call: toggleQuizQuestion, invalidates: quizQuestionWriteInvalidates, success: 'toasts.statusUpdated', failure: 'toasts.statusFailed' });
