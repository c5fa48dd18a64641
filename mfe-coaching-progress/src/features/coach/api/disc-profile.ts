import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@app/api-client/http';
import { userSummarySchema } from '@app/contracts/auth';
import { discInferenceSchema } from '@app/contracts/disc';

/** GET /api/user/:id: the user's stats and DISC profile. */
export const userSummaryQuery = (userId: number) =>
  queryOptions({
    queryKey: ['users', userId, 'summary'] as const,
    queryFn: async () => apiGet(`/api/user/${userId}`, userSummarySchema),
  });

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
      if (inference.applied) void queryClient.invalidateQueries({ queryKey: ['users', userId] });
    },
  });
}
