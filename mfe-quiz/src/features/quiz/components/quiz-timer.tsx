import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const two = (n: number) => String(n).padStart(2, '0');

/** mm:ss countdown; a screen reader reads it on demand, not every second. */
export function QuizTimer({ remaining }: { remaining: number }) {
  const { t } = useTranslation('quiz');
  const low = remaining <= 60;
  return (
    <Time data-testid="quiz-timer" $low={low} aria-label={`${t('player.timeLeft')}: ${Math.floor(remaining / 60)}:${two(remaining % 60)}`}>
      <Clock size={16} aria-hidden />
      {two(Math.floor(remaining / 60))}:{two(remaining % 60)}
    </Time>
  );
}

const Time = styled.span<{ $low: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-variant-numeric: tabular-nums;
  font-weight: 600;
  color: ${({ theme, $low }) => ($low ? theme.colors.danger : theme.colors.text)};
`;
