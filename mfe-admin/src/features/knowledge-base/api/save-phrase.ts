import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveCoachingPhrase } from '@app/api-client/knowledge-base';
import { invalidateKnowledge } from './invalidate-knowledge';

/** Creates a phrase (id null) or saves one. */
export function useSavePhrase() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveCoachingPhrase, onSuccess: () => invalidateKnowledge(client) });
}
