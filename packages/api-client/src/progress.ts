import { queryOptions } from '@tanstack/react-query';
import { gamificationSchema } from '@app/contracts/progress';
import { apiGet } from './http';
import { userKey } from './users';

/** GET /api/users/:id/gamification: level, XP, streak, stats, achievements and the charts' data. */
export const gamificationQuery = (userId: number, language: string) =>
  queryOptions({ queryKey: [...userKey(userId), 'gamification', language] as const, queryFn: () => apiGet(`/api/users/${userId}/gamification`, gamificationSchema) });
