import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';
import { achievementListSchema } from '@app/contracts/achievements';
import { userKey } from '@app/api-client/users';

/** GET /api/users/:id/achievements: the catalog with the user's unlocks, texts in their language. */
export const achievementsQuery = (userId: number, language: string) =>
  queryOptions({
    queryKey: [...userKey(userId), 'achievements', language] as const,
    queryFn: async () => apiGet(`/api/users/${userId}/achievements`, achievementListSchema),
  });

export const useAchievements = (userId: number, language: string) => useQuery(achievementsQuery(userId, language));
