import { useMutation, useQueryClient } from '@tanstack/react-query';
import { analyzeDisc, discProfileInvalidates } from '@app/api-client/disc';

/** The AI's reading of the user's chats; an applied inference is the new profile everywhere the user is read. */
export function useAnalyzeDisc(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (apply: boolean = false) => analyzeDisc(userId, apply),
    onSuccess: (inference) => {
      if (!inference.applied) return;
      for (const queryKey of discProfileInvalidates(userId)) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
