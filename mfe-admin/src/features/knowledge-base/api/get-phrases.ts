import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';
import { coachingPhraseListSchema } from '@app/contracts/coaching-phrases';

/** GET /api/coaching-phrases?all=true: the whole phrase bank, inactive phrases included (admins). */
export const adminPhrasesQuery = () =>
  queryOptions({ queryKey: ['admin', 'phrases'], queryFn: async () => apiGet('/api/coaching-phrases?all=true', coachingPhraseListSchema) });

export const useAdminPhrases = () => useQuery(adminPhrasesQuery());
