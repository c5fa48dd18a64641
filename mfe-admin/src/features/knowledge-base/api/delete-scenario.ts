import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteScenario } from '@app/api-client/knowledge-base';
import { invalidateKnowledge } from './invalidate-knowledge';

export function useDeleteScenario() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteScenario, onSuccess: () => invalidateKnowledge(client) });
}
