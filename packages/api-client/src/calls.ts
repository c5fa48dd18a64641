import { queryOptions } from '@tanstack/react-query';
import {
  callInsightSchema,
  callScoreResponseSchema,
  callTurnResponseSchema,
  lastPhoneNumberSchema,
  startCallResponseSchema,
  transcriptEntrySchema,
} from '@app/contracts/voice';
import { apiGet, apiRequest } from './http';

// Phone-call training and call insights (spec 001 §4-§9).
export const callKeys = {
  transcript: (callSid: string) => ['calls', 'transcript', callSid] as const,
  insights: () => ['calls', 'insights'] as const,
  lastNumber: () => ['calls', 'last-number'] as const,
};

/** GET /api/call-insights: the user's scored calls. */
export const callInsightsQuery = () => queryOptions({ queryKey: callKeys.insights(), queryFn: () => apiGet('/api/call-insights', callInsightSchema.array()) });

/** GET /api/call-transcript/:callSid (spec 001 §9: polled every 2 seconds while the call is active). */
export const callTranscriptQuery = (callSid: string) =>
  queryOptions({ queryKey: callKeys.transcript(callSid), queryFn: () => apiGet(`/api/call-transcript/${callSid}`, transcriptEntrySchema.array()) });

/** GET /api/calls/last-number: the number of the user's last call, kept on the server. */
export const lastNumberQuery = () => queryOptions({ queryKey: callKeys.lastNumber(), queryFn: () => apiGet('/api/calls/last-number', lastPhoneNumberSchema) });

/** POST /api/twilio/start-call; the number becomes the last one. */
export const startCall = (body: { phoneNumber: string; scenario: string }) => apiRequest('POST', '/api/twilio/start-call', body, startCallResponseSchema);
export const startCallInvalidates = () => [callKeys.lastNumber()];

// The answer (the call's status) has no contract and nobody reads it.
export const endCall = (callSid: string) => apiRequest<void>('POST', '/api/twilio/end-call', { callSid });

/** POST /api/calls/:callSid/turns: one answer in a simulated call, the client's reply and the live metrics. */
export const sendCallTurn = (callSid: string, text: string) => apiRequest('POST', `/api/calls/${callSid}/turns`, { text }, callTurnResponseSchema);

/** GET /api/call-score/:callSid: written when the call ends (409 until then); a scored call joins the insights. */
export const callScore = (callSid: string) => apiGet(`/api/call-score/${callSid}`, callScoreResponseSchema);
export const callScoredInvalidates = () => [callKeys.insights()];

// The answer (the stored reminder) has no contract and nobody reads it.
/** POST /api/practice-reminders: a reminder to practise a skill at a time. */
export const scheduleReminder = (body: { dueAt: string; skill?: string }) => apiRequest<void>('POST', '/api/practice-reminders', body);
