import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@app/api-client/http';
import { invalidateKnowledge } from './invalidate-knowledge';

export function useDeletePhrase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/coaching-phrases/${id}`),
    onSuccess: () => invalidateKnowledge(client),
  });
}
