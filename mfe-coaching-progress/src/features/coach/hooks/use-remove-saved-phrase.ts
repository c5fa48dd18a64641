import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeSavedPhrase, removeSavedPhraseInvalidates } from '@app/api-client/coaching';

/** Removes a saved phrase; stays pending until the list has been read again. */
export function useRemoveSavedPhrase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSavedPhrase,
    onSuccess: () => Promise.all(removeSavedPhraseInvalidates().map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
