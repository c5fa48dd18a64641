import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';
import { quizStatsSchema } from '@app/contracts/quiz';

/** GET /api/user/:id/quiz-stats for the signed-in user (the spec's fixed id 1 is replaced by the token's user). */
export const quizStatsQuery = (userId: number) =>
  queryOptions({ queryKey: ['quiz', 'stats', userId], queryFn: async () => apiGet(`/api/user/${userId}/quiz-stats`, quizStatsSchema) });

export const useQuizStats = (userId: number) => useQuery(quizStatsQuery(userId));
