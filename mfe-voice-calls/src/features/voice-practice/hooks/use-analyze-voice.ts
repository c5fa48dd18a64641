import { useMutation, useQueryClient } from '@tanstack/react-query';
import { analyzeVoice, analyzeVoiceInvalidates } from '@app/api-client/voice';

/** Analyses an answer; the scenario's attempts list then shows it. */
export function useAnalyzeVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeVoice,
    onSuccess: (_r, body) => {
      for (const queryKey of analyzeVoiceInvalidates(body)) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
