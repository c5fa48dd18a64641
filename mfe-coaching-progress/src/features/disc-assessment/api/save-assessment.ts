import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@app/api-client/http';
import { discAssessmentSchema, type DiscResponse } from '@app/contracts/disc';
import { userKey } from '@app/api-client/users';

/** POST /api/disc-assessments (spec payload; the server scores it and updates the profile). */
export function useSaveAssessment(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (responses: DiscResponse[]) =>
      apiRequest('POST', '/api/disc-assessments', { userId, assessmentType: 'initial', responses }, discAssessmentSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKey(userId) }),
  });
}
