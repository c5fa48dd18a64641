import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PlayerQuestion } from '@app/contracts/quiz';
import { Card, Muted, Stack } from '@app/ui/components';
import { Item } from '@app/ui/item';
import { Row } from '@app/ui/row';
import { SmallText } from '@app/ui/small-text';
import { TextArea } from '@app/ui/text-area';

/** One question: the scenario if any, then options (a radio group) or a free-text answer. */
export function QuizQuestionView({ question, value, onChange }: { question: PlayerQuestion; value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('quiz');
  return (
    <Card as="fieldset" aria-labelledby={`q-${question.id}`}>
      <SmallText as="div">
        <Row>
          <span>{t(`player.difficulty.${question.difficulty}`)}</span>
          <span>{t('player.points', { points: question.points })}</span>
        </Row>
      </SmallText>
      {question.scenario && <Muted>{question.scenario}</Muted>}
      <Question id={`q-${question.id}`}>{question.question}</Question>
      {question.type === 'multiple-choice' ? (
        <Stack $gap="sm">
          {question.options?.map((option) => (
            <Item key={option} as="label" $size="sm">
              <input type="radio" name={`answer-${question.id}`} value={option} checked={value === option} onChange={() => onChange(option)} />
              <span>{option}</span>
            </Item>
          ))}
        </Stack>
      ) : (
        <label>
          <Muted as="span">{t('player.answerLabel')}</Muted>
          <TextArea rows={6} value={value} placeholder={t('player.answerPlaceholder')} onChange={(e) => onChange(e.target.value)} maxLength={5000} />
        </label>
      )}
    </Card>
  );
}

const Question = styled.legend`
  float: left;
  width: 100%;
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: 600;
  /* Floated so it sits inside the card; what follows starts under it, not beside it. */
  & + * { clear: both; }
`;
