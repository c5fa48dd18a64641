import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';
import { transcriptEntrySchema } from '@app/contracts/voice';
import { voiceKeys } from '../../../lib/query-keys';

/** Spec 001 §9: polled every 2 seconds while the call is active. */
export const callTranscriptQuery = (callSid: string) =>
  queryOptions({
    queryKey: voiceKeys.transcript(callSid),
    queryFn: async () => apiGet(`/api/call-transcript/${callSid}`, transcriptEntrySchema.array()),
  });

export const useCallTranscript = (callSid: string | null, active: boolean) =>
  useQuery({ ...callTranscriptQuery(callSid ?? ''), enabled: Boolean(callSid), refetchInterval: active ? 2000 : false });
