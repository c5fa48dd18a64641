import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { QuestionReview } from '@app/contracts/quiz';
import { Card, Muted } from '@app/ui/components';
import { Row } from '@app/ui/row';

/** Each question with the user's answer, the right answer, the grader's feedback and the explanation. */
export function QuizReview({ questions }: { questions: QuestionReview[] }) {
  const { t } = useTranslation('quiz');
  return (
    <List>
      {questions.map((q) => (
        <Card as="li" key={q.questionId}>
          <Row $align="start">
            {q.correct ? <CheckCircle2 aria-hidden color="currentColor" /> : <XCircle aria-hidden />}
            <strong>{q.question}</strong>
          </Row>
          <Status $ok={q.correct}>
            {q.correct ? t('results.correct') : t('results.incorrect')} · {q.score}/{q.maxScore}
          </Status>
          <p>{q.answer.trim() ? t('results.yourAnswer', { answer: q.answer }) : t('results.noAnswer')}</p>
          {!q.correct && <p>{t('results.correctAnswer', { answer: q.correctAnswer })}</p>}
          {q.type !== 'multiple-choice' && <Muted>{q.feedback}</Muted>}
          <Muted>{q.explanation}</Muted>
        </Card>
      ))}
    </List>
  );
}

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  p { margin: ${({ theme }) => theme.space.xs} 0; }
`;

const Status = styled.span<{ $ok: boolean }>`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  color: ${({ theme, $ok }) => ($ok ? theme.semantic.score.good : theme.colors.danger)};
`;
