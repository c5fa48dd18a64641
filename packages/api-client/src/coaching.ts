import { queryOptions } from '@tanstack/react-query';
import { coachingPhraseListSchema } from '@app/contracts/coaching-phrases';
import { savedPhraseListSchema, savedPhraseSchema } from '@app/contracts/saved-phrases';
import { apiGet, apiRequest } from './http';

// The coach's phrase bank and the phrases the user saved from their chat feedback ("My phrases").
export const COACHING_PHRASES_KEY = ['coaching-phrases'] as const;
export const SAVED_PHRASES_KEY = ['saved-phrases'] as const;

/** GET /api/coaching-phrases: the active phrase bank in the reader's language (the request carries it). */
export const phrasesQuery = (language: string) =>
  queryOptions({ queryKey: [...COACHING_PHRASES_KEY, language] as const, queryFn: () => apiGet('/api/coaching-phrases', coachingPhraseListSchema) });

/** GET /api/saved-phrases. */
export const savedPhrasesQuery = () => queryOptions({ queryKey: SAVED_PHRASES_KEY, queryFn: () => apiGet('/api/saved-phrases', savedPhraseListSchema) });

/** POST /api/saved-phrases: keeps a feedback suggestion in the user's "My phrases" (shown on /coach). */
export const savePhrase = (phrase: { text: string; source: string }) => apiRequest('POST', '/api/saved-phrases', phrase, savedPhraseSchema);

/** DELETE /api/saved-phrases/:id (204). */
export const removeSavedPhrase = (id: number) => apiRequest<void>('DELETE', `/api/saved-phrases/${id}`);
export const removeSavedPhraseInvalidates = () => [SAVED_PHRASES_KEY];
