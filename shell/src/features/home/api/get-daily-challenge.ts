import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { dailyChallengeNotifiedInvalidates, dailyChallengeQuery } from '@app/api-client/home';
import { localDay } from '../../../lib/local-day';

/** The day's first look at its challenge creates a notification: only then is the bell refreshed. */
export function useDailyChallenge(userId: number) {
  const queryClient = useQueryClient();
  const query = useQuery(dailyChallengeQuery(userId, localDay()));
  const notifiedAt = query.data?.notified ? query.dataUpdatedAt : 0;
  useEffect(() => {
    if (notifiedAt) void queryClient.invalidateQueries({ queryKey: dailyChallengeNotifiedInvalidates });
  }, [notifiedAt, queryClient]);
  return query;
}
