import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { QuizStats } from '@app/contracts/quiz';
import { scoreColor } from '@app/ui/tokens';

const MAX_STARS = 5;

/** The headline stats: average, quizzes, points and the pass streak as up to five stars then "+N". */
export function StatTiles({ stats }: { stats: QuizStats }) {
  const { t } = useTranslation('quiz');
  const stars = Math.min(stats.streak, MAX_STARS);
  return (
    <Grid>
      <Tile>
        <Label>{t('stats.averageScore')}</Label>
        <Value style={{ color: scoreColor(stats.averageScore) }}>{stats.averageScore}%</Value>
      </Tile>
      <Tile>
        <Label>{t('stats.totalQuizzes')}</Label>
        <Value>{stats.totalQuizzes}</Value>
      </Tile>
      <Tile>
        <Label>{t('stats.totalScore')}</Label>
        <Value>
          {stats.totalScore}/{stats.totalMaxScore}
        </Value>
      </Tile>
      <Tile>
        <Label>{t('stats.streak')}</Label>
        <Value role="img" aria-label={String(stats.streak)} data-testid="streak">
          {Array.from({ length: stars }, (_, i) => (
            <Star key={i} size={18} aria-hidden fill="currentColor" />
          ))}
          {stats.streak > MAX_STARS && <span aria-hidden>+{stats.streak - MAX_STARS}</span>}
          {stats.streak === 0 && <span aria-hidden>0</span>}
        </Value>
      </Tile>
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.md};
`;

const Tile = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Label = styled.div`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.div`
  display: flex;
  align-items: center;
  gap: 2px;
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 700;
`;
