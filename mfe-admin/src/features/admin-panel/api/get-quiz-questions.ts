import { useQuery } from '@tanstack/react-query';
import { quizQuestionsQuery } from '@app/api-client/admin-quiz-questions';

export const useQuizQuestions = () => useQuery(quizQuestionsQuery());
