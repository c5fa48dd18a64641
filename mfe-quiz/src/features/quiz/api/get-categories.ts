import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';
import { quizCategoryListSchema } from '@app/contracts/quiz';

/** GET /api/quiz/categories: titles, pass minimums, time limits and question counts, in the user's language. */
export const categoriesQuery = (language: string) =>
  queryOptions({ queryKey: ['quiz', 'categories', language], queryFn: async () => apiGet('/api/quiz/categories', quizCategoryListSchema) });

export const useCategories = (language: string) => useQuery(categoriesQuery(language));
