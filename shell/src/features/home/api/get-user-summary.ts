import { useQuery } from '@tanstack/react-query';
import { userSummaryQuery } from '@app/api-client/users';

/** GET /api/user/:id: the stats the dashboard shows (streak, average score, sessions). */
export const useUserSummary = (userId: number) => useQuery(userSummaryQuery(userId));
