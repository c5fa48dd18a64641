import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@app/ui/button';
import { Muted, Screen, Stack } from '@app/ui/components';
import { Progress } from '@app/ui/progress';
import { Row } from '@app/ui/row';
import type { QuizSession } from '../hooks/quiz-storage';
import { useCountdown } from '../hooks/use-countdown';
import { QuizQuestionView } from './quiz-question-view';
import { QuizTimer } from './quiz-timer';

interface Props {
  session: QuizSession;
  submitting: boolean;
  failed: boolean;
  onAnswer: (id: string, value: string) => void;
  onGo: (index: number) => void;
  onSubmit: (timeSpent: number) => void;
  onLeave: () => void;
}

/** The question view: timer, progress, Next/Previous with the answer rules, Submit; auto-submit at zero. */
export function QuizPlayer({ session, submitting, failed, onAnswer, onGo, onSubmit, onLeave }: Props) {
  const { t } = useTranslation('quiz');
  const remaining = useCountdown(session.deadline);
  const autoSubmitted = useRef(false);
  const { questions, index, answers } = session;
  const question = questions[index];
  const answered = (id: string) => !!answers[id]?.trim();
  const last = index === questions.length - 1;
  const submit = () => onSubmit(session.allowance - remaining);

  useEffect(() => {
    if (remaining > 0 || autoSubmitted.current || submitting) return;
    autoSubmitted.current = true;
    onSubmit(session.allowance);
  }, [remaining, submitting, onSubmit, session.allowance]);

  return (
    <Screen data-testid="quiz-player">
      <Stack $gap="lg">
        <Stack $gap="sm">
          <Row $justify="between">
            <Button type="button" $variant="ghost" $size="icon" onClick={onLeave} aria-label={t('player.back')}>
              <ArrowLeft aria-hidden />
            </Button>
            <span>{t('player.progress', { n: index + 1, total: questions.length })}</span>
            <QuizTimer remaining={remaining} />
          </Row>
          <Progress value={index + 1} max={questions.length} aria-label={t('player.progress', { n: index + 1, total: questions.length })} />
        </Stack>
        <Stack $gap="lg">
          <QuizQuestionView key={question.id} question={question} value={answers[question.id] ?? ''} onChange={(v) => onAnswer(question.id, v)} />
          {failed && <Muted role="alert">{t('player.submitFailed')}</Muted>}
          <Row $justify="between" $gap="md">
            <Button type="button" $variant="ghost" onClick={() => onGo(index - 1)} disabled={index === 0}>
              {t('player.previous')}
            </Button>
            {last ? (
              <Button type="button" onClick={submit} disabled={submitting || !questions.every((q) => answered(q.id))}>
                {submitting ? t('player.submitting') : t('player.submit')}
              </Button>
            ) : (
              <Button type="button" onClick={() => onGo(index + 1)} disabled={!answered(question.id)}>
                {t('player.next')}
              </Button>
            )}
          </Row>
        </Stack>
      </Stack>
    </Screen>
  );
}
