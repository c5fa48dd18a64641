import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { QUIZ_CATEGORIES } from '@app/contracts/quiz-questions';
import type { QuizCategoryInfo, QuizResult } from '@app/contracts/quiz';
import { Centered, Muted, Screen, Spinner } from '@app/ui/components';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { useEvaluateQuiz } from '../api/evaluate-quiz';
import { useStartQuiz } from '../api/start-quiz';
import { useQuizSession } from '../hooks/use-quiz-session';
import { QuizCategoriesPage } from './quiz-categories-page';
import { QuizPlayer } from './quiz-player';
import { QuizResults } from './quiz-results';

/** Spec 001 §9: the retry reset uses 1800 s. */
const RETRY_SECONDS = 1800;

/** /quiz: category list -> questions with a timer -> results (spec 001 §4 quiz flow). */
export function QuizPage() {
  const { t } = useTranslation('quiz');
  const { language } = useRemoteProps();
  const quiz = useQuizSession();
  const startQuiz = useStartQuiz();
  const evaluate = useEvaluateQuiz();
  const [result, setResult] = useState<QuizResult | null>(null);

  const start = (category: QuizCategoryInfo['id'], allowance?: number) => {
    setResult(null);
    startQuiz.mutate(category, { onSuccess: (served) => quiz.start(served, allowance ?? served.timeLimit) });
  };

  // A team assignment opens /quiz?category=<id>: that quiz starts, once, unless one is under way.
  const [params] = useSearchParams();
  const requested = params.get('category');
  const autoStarted = useRef(false);
  useEffect(() => {
    if (autoStarted.current || !requested || quiz.session) return;
    autoStarted.current = true;
    if ((QUIZ_CATEGORIES as readonly string[]).includes(requested)) start(requested as QuizCategoryInfo['id']);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requested, quiz.session]);

  const session = quiz.session;
  const submit = useCallback(
    (timeSpent: number) => {
      if (!session) return;
      evaluate.mutate(
        { category: session.category as QuizCategoryInfo['id'], answers: session.answers, timeSpent, attemptId: session.attemptId },
        {
          onSuccess: (r) => {
            setResult(r);
            quiz.clear();
          },
        },
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [session, evaluate.mutate],
  );

  if (startQuiz.isPending) {
    return (
      <Screen>
        <Centered role="status">
          <Spinner aria-hidden />
          <Muted>{t('player.loading')}</Muted>
        </Centered>
      </Screen>
    );
  }
  if (result) return <QuizResults result={result} retrying={startQuiz.isPending} onRetry={() => start(result.category, RETRY_SECONDS)} onAnother={() => setResult(null)} />;
  if (session) {
    return (
      <QuizPlayer
        session={session}
        submitting={evaluate.isPending}
        failed={evaluate.isError}
        onAnswer={quiz.answer}
        onGo={quiz.go}
        onSubmit={submit}
        onLeave={quiz.clear}
      />
    );
  }
  return <QuizCategoriesPage onStart={(c) => start(c.id)} starting={startQuiz.isPending} language={language} />;
}
