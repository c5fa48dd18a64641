import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@app/api-client/http';
import { userSummaryQuery } from '@app/api-client/users';
import { callInsightSchema, transcriptEntrySchema } from '@app/contracts/voice';
import { voiceKeys } from '../../../lib/query-keys';

export const callInsightsQuery = () =>
  queryOptions({ queryKey: voiceKeys.insights(), queryFn: async () => apiGet('/api/call-insights', callInsightSchema.array()) });
export const useCallInsights = () => useQuery(callInsightsQuery());

/** GET /api/user/:id: the user's own stored DISC profile (null until an assessment or inference). */
export const useOwnDiscProfile = (userId: number) =>
  useQuery({ ...userSummaryQuery(userId), select: (summary) => summary.discProfile ?? null });

export const useTranscript = (callSid: string | null) =>
  useQuery({
    queryKey: voiceKeys.transcript(callSid ?? ''),
    enabled: Boolean(callSid),
    queryFn: async () => apiGet(`/api/call-transcript/${callSid}`, transcriptEntrySchema.array()),
  });

export const useScheduleReminder = () =>
  useMutation({ mutationFn: (body: { dueAt: string; skill?: string }) => apiRequest('POST', '/api/practice-reminders', body) });
