import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@app/api-client/http';
import type { AdminScenario, ScenarioInput } from '@app/contracts/scenarios';
import { invalidateKnowledge } from './invalidate-knowledge';

/** POST /api/scenarios without an id, PUT /api/scenarios/:id with one. */
export function useSaveScenario() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ScenarioInput }) =>
      id === null ? apiRequest<AdminScenario>('POST', '/api/scenarios', input) : apiRequest<AdminScenario>('PUT', `/api/scenarios/${id}`, input),
    onSuccess: () => invalidateKnowledge(client),
  });
}
