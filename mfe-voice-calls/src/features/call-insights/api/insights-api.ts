import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@app/api-client/http';
import { callInsightSchema, discProfileSchema, transcriptEntrySchema } from '@app/contracts/voice';
import { voiceKeys } from '../../../lib/query-keys';

export const callInsightsQuery = () =>
  queryOptions({ queryKey: voiceKeys.insights(), queryFn: async () => callInsightSchema.array().parse(await apiGet('/api/call-insights')) });
export const useCallInsights = () => useQuery(callInsightsQuery());

export const useDiscProfile = () =>
  useQuery({ queryKey: voiceKeys.disc(), queryFn: async () => discProfileSchema.parse(await apiGet('/api/call-insights/disc-profile')) });

export const useTranscript = (callSid: string | null) =>
  useQuery({
    queryKey: voiceKeys.transcript(callSid ?? ''),
    enabled: Boolean(callSid),
    queryFn: async () => transcriptEntrySchema.array().parse(await apiGet(`/api/call-transcript/${callSid}`)),
  });

export const useScheduleReminder = () =>
  useMutation({ mutationFn: (body: { dueAt: string; skill?: string }) => apiRequest('POST', '/api/practice-reminders', body) });
