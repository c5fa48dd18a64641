import { deleteQuizQuestion, quizQuestionWriteInvalidates } from '@app/api-client/admin-quiz-questions';
import { useAdminMutation } from './admin-mutation';

export const useDeleteQuizQuestion = () =>
  useAdminMutation({ call: deleteQuizQuestion, invalidates: quizQuestionWriteInvalidates, success: 'toasts.deleted', failure: 'toasts.deleteFailed' });
