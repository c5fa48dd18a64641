import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';
import { coachingPhraseListSchema } from '@app/contracts/coaching-phrases';

/** GET /api/coaching-phrases: the active phrase bank in the reader's language. */
export const phrasesQuery = (language: string) =>
  queryOptions({
    queryKey: ['coaching-phrases', language] as const,
    queryFn: async () => apiGet('/api/coaching-phrases', coachingPhraseListSchema),
  });

export const usePhrases = (language: string) => useQuery(phrasesQuery(language));
