import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@app/api-client/http';
import { voiceAnalysisSchema, type AnalyzeVoiceBody } from '@app/contracts/voice';
import { voiceKeys } from '../../../lib/query-keys';

/** POST /api/analyze-voice: the transcript with the measurements taken in the browser. */
export function useAnalyzeVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AnalyzeVoiceBody) => apiRequest('POST', '/api/analyze-voice', body, voiceAnalysisSchema),
    onSuccess: (_r, body) => void queryClient.invalidateQueries({ queryKey: voiceKeys.attempts(body.scenario) }),
  });
}
