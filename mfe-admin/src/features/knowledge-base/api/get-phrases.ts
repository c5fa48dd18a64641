import { useQuery } from '@tanstack/react-query';
import { adminPhrasesQuery } from '@app/api-client/knowledge-base';

export const useAdminPhrases = () => useQuery(adminPhrasesQuery());
