import { useQuery } from '@tanstack/react-query';
import { quizStatsQuery } from '@app/api-client/quiz';

export const useQuizStats = (userId: number) => useQuery(quizStatsQuery(userId));
