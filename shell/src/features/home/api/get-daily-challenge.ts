import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet } from '@app/api-client/http';
import { dailyChallengeSchema } from '@app/contracts/dashboard';
import { localDay } from '../../../lib/local-day';
import { NOTIFICATIONS_KEY } from '../../../lib/query-keys';
import { userKey } from '@app/api-client/users';

export const dailyChallengeQuery = (userId: number, day: string) =>
  queryOptions({
    queryKey: [...userKey(userId), 'daily-challenge', day],
    queryFn: () => apiGet(`/api/users/${userId}/daily-challenge?day=${encodeURIComponent(day)}`, dailyChallengeSchema),
  });

/** The day's first look at its challenge creates a notification: only then is the bell refreshed. */
export function useDailyChallenge(userId: number) {
  const queryClient = useQueryClient();
  const query = useQuery(dailyChallengeQuery(userId, localDay()));
  const notifiedAt = query.data?.notified ? query.dataUpdatedAt : 0;
  useEffect(() => {
    if (notifiedAt) void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  }, [notifiedAt, queryClient]);
  return query;
}
