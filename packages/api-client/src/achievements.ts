import { queryOptions } from '@tanstack/react-query';
import { achievementListSchema } from '@app/contracts/achievements';
import { apiGet } from './http';
import { userKey } from './users';

/** GET /api/users/:id/achievements: the catalog with the user's unlocks, texts in their language. */
export const achievementsQuery = (userId: number, language: string) =>
  queryOptions({ queryKey: [...userKey(userId), 'achievements', language] as const, queryFn: () => apiGet(`/api/users/${userId}/achievements`, achievementListSchema) });
