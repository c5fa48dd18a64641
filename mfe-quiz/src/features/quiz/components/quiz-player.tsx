import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Muted, Screen, Stack } from '@app/ui/components';
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
  const question = questions[index]!;
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
      <Stack $gap="sm">
        <Row $justify="between">
          <IconButton type="button" onClick={onLeave} aria-label={t('player.back')}>
            <ArrowLeft aria-hidden />
          </IconButton>
          <span>{t('player.progress', { n: index + 1, total: questions.length })}</span>
          <QuizTimer remaining={remaining} />
        </Row>
        <Bar role="progressbar" aria-valuemin={0} aria-valuemax={questions.length} aria-valuenow={index + 1} aria-label={t('player.progress', { n: index + 1, total: questions.length })}>
          <span style={{ width: `${((index + 1) / questions.length) * 100}%` }} />
        </Bar>
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
    </Screen>
  );
}

const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.layout.touch};
  height: ${({ theme }) => theme.layout.touch};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const Bar = styled.div`
  height: 6px;
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  span {
    display: block;
    height: 100%;
    border-radius: inherit;
    background: ${({ theme }) => theme.colors.primary};
  }
`;
