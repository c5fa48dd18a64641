import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCoachingPhrase } from '@app/api-client/knowledge-base';
import { invalidateKnowledge } from './invalidate-knowledge';

export function useDeletePhrase() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteCoachingPhrase, onSuccess: () => invalidateKnowledge(client) });
}
