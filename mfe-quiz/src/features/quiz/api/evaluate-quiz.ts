import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@app/api-client/http';
import { quizResultSchema, type QuizEvaluateBody } from '@app/contracts/quiz';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';

/** POST /api/quiz/evaluate with the spec's body plus the attempt id; the stats change after it. */
export function useEvaluateQuiz() {
  const queryClient = useQueryClient();
  const { user } = useRemoteProps();
  return useMutation({
    mutationFn: async (body: QuizEvaluateBody) => apiRequest('POST', '/api/quiz/evaluate', { ...body, userId: user.id }, quizResultSchema),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['quiz', 'stats', user.id] }),
  });
}
