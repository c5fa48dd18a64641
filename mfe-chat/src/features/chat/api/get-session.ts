import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';
import { chatSessionSchema } from '@app/contracts/chat';
import { chatKeys } from '../../../lib/query-keys';

export const sessionQuery = (id: number) =>
  queryOptions({ queryKey: chatKeys.session(id), queryFn: async () => apiGet(`/api/sessions/${id}`, chatSessionSchema) });

export const useSession = (id: number) => useQuery(sessionQuery(id));
