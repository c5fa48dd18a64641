import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';
import { lastPhoneNumberSchema } from '@app/contracts/voice';
import { voiceKeys } from '../../../lib/query-keys';

/** GET /api/calls/last-number: the number of the user's last call, kept on the server. */
export const lastNumberQuery = () =>
  queryOptions({
    queryKey: voiceKeys.lastNumber(),
    queryFn: async () => apiGet('/api/calls/last-number', lastPhoneNumberSchema),
  });

export const useLastNumber = () => useQuery(lastNumberQuery()).data?.phoneNumber ?? null;
