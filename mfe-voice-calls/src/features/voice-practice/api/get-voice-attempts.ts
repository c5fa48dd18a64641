import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';
import { voiceAttemptSchema } from '@app/contracts/voice';
import { voiceKeys } from '../../../lib/query-keys';

export const voiceAttemptsQuery = (scenario: string) =>
  queryOptions({
    queryKey: voiceKeys.attempts(scenario),
    queryFn: async () => apiGet(`/api/voice-attempts?scenario=${encodeURIComponent(scenario)}`, voiceAttemptSchema.array()),
  });

export const useVoiceAttempts = (scenario: string) => useQuery(voiceAttemptsQuery(scenario));
