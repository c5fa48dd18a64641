import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatKeys, endSession, endSessionInvalidates } from '@app/api-client/chat';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';

/** Ends the session with the live score the user saw; the server's final score and scorecard fill the cache. */
export function useEndSession(sessionId: number) {
  const queryClient = useQueryClient();
  const { user } = useRemoteProps();
  return useMutation({
    mutationFn: (liveScore: number) => endSession(sessionId, liveScore),
    onSuccess: ({ scorecard, ...session }) => {
      queryClient.setQueryData(chatKeys.session(sessionId), session);
      if (scorecard) queryClient.setQueryData(chatKeys.scorecard(sessionId), scorecard);
      for (const queryKey of endSessionInvalidates(user.id)) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
