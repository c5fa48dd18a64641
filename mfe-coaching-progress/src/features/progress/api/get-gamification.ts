import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';
import { gamificationSchema } from '@app/contracts/progress';
import { userKey } from '@app/api-client/users';

/** GET /api/users/:id/gamification: level, XP, streak, stats, achievements and the charts' data. */
export const gamificationQuery = (userId: number, language: string) =>
  queryOptions({
    queryKey: [...userKey(userId), 'gamification', language] as const,
    queryFn: async () => apiGet(`/api/users/${userId}/gamification`, gamificationSchema),
  });

export const useGamification = (userId: number, language: string) => useQuery(gamificationQuery(userId, language));
