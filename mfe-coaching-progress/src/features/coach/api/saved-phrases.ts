import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@app/api-client/http';
import { savedPhraseListSchema } from '@app/contracts/saved-phrases';

const KEY = ['saved-phrases'] as const;

/** GET /api/saved-phrases: the phrases the user saved from their chat feedback. */
export const useSavedPhrases = () => useQuery({ queryKey: KEY, queryFn: async () => apiGet('/api/saved-phrases', savedPhraseListSchema) });

/** DELETE /api/saved-phrases/:id. */
export function useRemoveSavedPhrase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/saved-phrases/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
