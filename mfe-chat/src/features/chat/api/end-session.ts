import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@app/api-client/http';
import { completedSessionSchema } from '@app/contracts/scorecards';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { chatKeys, homeKey } from '../../../lib/query-keys';

/**
 * PATCH /api/sessions/:id {score, completed: true}. The score sent is the live one the user saw;
 * the server computes the final score itself and answers it.
 */
export function useEndSession(sessionId: number) {
  const queryClient = useQueryClient();
  const { user } = useRemoteProps();
  return useMutation({
    mutationFn: async (liveScore: number) =>
      apiRequest('PATCH', `/api/sessions/${sessionId}`, { score: liveScore, completed: true }, completedSessionSchema),
    onSuccess: ({ scorecard, ...session }) => {
      queryClient.setQueryData(chatKeys.session(sessionId), session);
      if (scorecard) queryClient.setQueryData(chatKeys.scorecard(sessionId), scorecard);
      // Home stats, recent activity and history all changed; data never goes stale on its own (spec §9).
      void queryClient.invalidateQueries({ queryKey: homeKey(user.id) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.sessions(user.id) });
    },
  });
}
