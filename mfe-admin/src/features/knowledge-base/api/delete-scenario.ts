import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@app/api-client/http';
import { invalidateKnowledge } from './invalidate-knowledge';

export function useDeleteScenario() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/scenarios/${id}`),
    onSuccess: () => invalidateKnowledge(client),
  });
}
