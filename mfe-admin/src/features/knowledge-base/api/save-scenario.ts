import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveScenario } from '@app/api-client/knowledge-base';
import { invalidateKnowledge } from './invalidate-knowledge';

/** Creates a scenario (id null) or saves one. */
export function useSaveScenario() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveScenario, onSuccess: () => invalidateKnowledge(client) });
}
