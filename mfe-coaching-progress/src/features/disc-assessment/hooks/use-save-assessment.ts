import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiscResponse } from '@app/contracts/disc';
import { discProfileInvalidates, saveDiscAssessment } from '@app/api-client/disc';

/** Saves the answers; the results show once every read of the user has the new profile. */
export function useSaveAssessment(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (responses: DiscResponse[]) => saveDiscAssessment(userId, responses),
    onSuccess: () => Promise.all(discProfileInvalidates(userId).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
