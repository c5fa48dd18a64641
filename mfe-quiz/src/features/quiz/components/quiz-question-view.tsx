import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PlayerQuestion } from '@app/contracts/quiz';
import { Card, Muted } from '@app/ui/components';

/** One question: the scenario if any, then options (a radio group) or a free-text answer. */
export function QuizQuestionView({ question, value, onChange }: { question: PlayerQuestion; value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('quiz');
  return (
    <Card as="fieldset" aria-labelledby={`q-${question.id}`}>
      <Meta>
        <span>{t(`player.difficulty.${question.difficulty}`)}</span>
        <span>{t('player.points', { points: question.points })}</span>
      </Meta>
      {question.scenario && <Muted>{question.scenario}</Muted>}
      <Question id={`q-${question.id}`}>{question.question}</Question>
      {question.type === 'multiple-choice' ? (
        <Options>
          {question.options?.map((option) => (
            <Option key={option} $checked={value === option}>
              <input type="radio" name={`answer-${question.id}`} value={option} checked={value === option} onChange={() => onChange(option)} />
              <span>{option}</span>
            </Option>
          ))}
        </Options>
      ) : (
        <label>
          <Muted as="span">{t('player.answerLabel')}</Muted>
          <Answer rows={6} value={value} placeholder={t('player.answerPlaceholder')} onChange={(e) => onChange(e.target.value)} maxLength={5000} />
        </label>
      )}
    </Card>
  );
}

const Meta = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Question = styled.legend`
  float: left;
  width: 100%;
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: 600;
`;

const Options = styled.div`
  clear: both;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.touch};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  cursor: pointer;
`;

const Answer = styled.textarea`
  display: block;
  clear: both;
  width: 100%;
  margin-top: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;
