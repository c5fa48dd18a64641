import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@app/api-client/http';
import { userKey, userSummaryQuery } from '@app/api-client/users';
import { discInferenceSchema } from '@app/contracts/disc';

export const useUserSummary = (userId: number) => useQuery(userSummaryQuery(userId));

/**
 * POST /api/analyze-disc: the AI reads the user's own chat messages. The inference becomes the
 * profile only when there was none, or with `apply` (the agent chose it); otherwise it comes back
 * to be shown beside the current profile.
 */
export function useAnalyzeDisc(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (apply: boolean = false) => apiRequest('POST', '/api/analyze-disc', { userId, ...(apply ? { apply } : {}) }, discInferenceSchema),
    onSuccess: (inference) => {
      if (inference.applied) void queryClient.invalidateQueries({ queryKey: userKey(userId) });
    },
  });
}
