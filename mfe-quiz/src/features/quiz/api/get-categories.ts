import { useQuery } from '@tanstack/react-query';
import { quizCategoriesQuery } from '@app/api-client/quiz';

export const useCategories = (language: string) => useQuery(quizCategoriesQuery(language));
