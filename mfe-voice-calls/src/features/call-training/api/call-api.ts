import { apiRequest } from '@app/api-client/http';
import { callScoreResponseSchema, callTurnResponseSchema, startCallResponseSchema } from '@app/contracts/voice';

/** The call endpoints of spec 001 §7 plus the simulated call's turns. */
export const callApi = {
  start: async (body: { phoneNumber: string; scenario: string }) => apiRequest('POST', '/api/twilio/start-call', body, startCallResponseSchema),
  end: (callSid: string) => apiRequest('POST', '/api/twilio/end-call', { callSid }),
  turn: async (callSid: string, text: string) => apiRequest('POST', `/api/calls/${callSid}/turns`, { text }, callTurnResponseSchema),
  score: async (callSid: string) => apiRequest('GET', `/api/call-score/${callSid}`, undefined, callScoreResponseSchema),
};
