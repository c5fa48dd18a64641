import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@app/api-client/http';
import { coachingPhraseSchema, type CoachingPhraseInput } from '@app/contracts/coaching-phrases';
import { invalidateKnowledge } from './invalidate-knowledge';

/** POST /api/coaching-phrases without an id, PUT /api/coaching-phrases/:id with one. */
export function useSavePhrase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CoachingPhraseInput }) =>
      id === null ? apiRequest('POST', '/api/coaching-phrases', input, coachingPhraseSchema) : apiRequest('PUT', `/api/coaching-phrases/${id}`, input, coachingPhraseSchema),
    onSuccess: () => invalidateKnowledge(client),
  });
}
