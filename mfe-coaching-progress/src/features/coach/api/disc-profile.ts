import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@app/api-client/http';
import { userSummarySchema } from '@app/contracts/auth';
import { discProfileSchema } from '@app/contracts/disc';

/** GET /api/user/:id: the user's stats and DISC profile. */
export const userSummaryQuery = (userId: number) =>
  queryOptions({
    queryKey: ['users', userId, 'summary'] as const,
    queryFn: async () => userSummarySchema.parse(await apiGet(`/api/user/${userId}`)),
  });

export const useUserSummary = (userId: number) => useQuery(userSummaryQuery(userId));

/** POST /api/analyze-disc: the AI reads the user's own chat messages and stores the inferred profile. */
export function useAnalyzeDisc(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => discProfileSchema.parse(await apiRequest('POST', '/api/analyze-disc', { userId })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users', userId] }),
  });
}
