import { useCallback, useState } from 'react';
import type { QuizServed } from '@app/contracts/quiz';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { loadSession, saveSession, type QuizSession } from './quiz-storage';

/** The quiz in progress for the signed-in user: started, answered, moved through and cleared. */
export function useQuizSession() {
  const { user } = useRemoteProps();
  const [session, setSession] = useState<QuizSession | null>(() => loadSession(user.id));

  const update = useCallback(
    (next: QuizSession | null) => {
      saveSession(user.id, next);
      setSession(next);
    },
    [user.id],
  );

  const start = useCallback(
    (served: QuizServed, allowance: number) =>
      update({ attemptId: served.attemptId, category: served.category, questions: served.questions, answers: {}, index: 0, allowance, deadline: Date.now() + allowance * 1000 }),
    [update],
  );

  return {
    session,
    start,
    answer: (questionId: string, value: string) => session && update({ ...session, answers: { ...session.answers, [questionId]: value } }),
    go: (index: number) => session && update({ ...session, index }),
    clear: () => update(null),
  };
}
