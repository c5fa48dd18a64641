import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@app/api-client/http';
import { adminScenarioSchema, type ScenarioInput } from '@app/contracts/scenarios';
import { invalidateKnowledge } from './invalidate-knowledge';

/** POST /api/scenarios without an id, PUT /api/scenarios/:id with one. */
export function useSaveScenario() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ScenarioInput }) =>
      id === null ? apiRequest('POST', '/api/scenarios', input, adminScenarioSchema) : apiRequest('PUT', `/api/scenarios/${id}`, input, adminScenarioSchema),
    onSuccess: () => invalidateKnowledge(client),
  });
}
