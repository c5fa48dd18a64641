import { useMutation, useQueryClient } from '@tanstack/react-query';
import { evaluateQuiz, evaluateQuizInvalidates } from '@app/api-client/quiz';
import type { QuizEvaluateBody } from '@app/contracts/quiz';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';

/** Grades the quiz for the signed-in user; the stats change after it. */
export function useEvaluateQuiz() {
  const queryClient = useQueryClient();
  const { user } = useRemoteProps();
  return useMutation({
    mutationFn: (body: QuizEvaluateBody) => evaluateQuiz(body, user.id),
    onSuccess: () => {
      for (const queryKey of evaluateQuizInvalidates(user.id)) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
