import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@app/api-client/http';
import { savedPhraseSchema } from '@app/contracts/saved-phrases';

/** POST /api/saved-phrases: keeps a feedback suggestion in the user's "My phrases" (shown on /coach). */
export function useSavePhrase() {
  return useMutation({
    mutationFn: async (phrase: { text: string; source: string }) => apiRequest('POST', '/api/saved-phrases', phrase, savedPhraseSchema),
  });
}
