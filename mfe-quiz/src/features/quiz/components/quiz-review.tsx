import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { QuestionReview } from '@app/contracts/quiz';
import { Badge } from '@app/ui/badge';
import { Card } from '@app/ui/card';
import { Stack } from '@app/ui/components';
import { OrderedList } from '@app/ui/list';
import { Row } from '@app/ui/row';
import { SmallText } from '@app/ui/small-text';

/** Each question with the user's answer, the right answer, the grader's feedback and the explanation. */
export function QuizReview({ questions }: { questions: QuestionReview[] }) {
  const { t } = useTranslation('quiz');
  return (
    <OrderedList $gap="md">
      {questions.map((q) => (
        <Card as="li" key={q.questionId}>
          <Stack $gap="xs">
            <Row $align="start">
              {q.correct ? <CheckCircle2 aria-hidden color="currentColor" /> : <XCircle aria-hidden />}
              <strong>{q.question}</strong>
            </Row>
            <Row>
              <Badge $tone={q.correct ? 'good' : 'poor'}>
                {q.correct ? t('results.correct') : t('results.incorrect')} · {q.score}/{q.maxScore}
              </Badge>
            </Row>
            <span>{q.answer.trim() ? t('results.yourAnswer', { answer: q.answer }) : t('results.noAnswer')}</span>
            {!q.correct && <span>{t('results.correctAnswer', { answer: q.correctAnswer })}</span>}
            {q.type !== 'multiple-choice' && <SmallText>{q.feedback}</SmallText>}
            <SmallText>{q.explanation}</SmallText>
          </Stack>
        </Card>
      ))}
    </OrderedList>
  );
}
