import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Gamification } from '@app/contracts/progress';
import { Card } from '@app/ui/card';
import { List } from '@app/ui/list';

/** Every Stats line of spec 001, computed from the record (perfect score rate = perfect / sessions, rounded). */
export function StatsTab({ data }: { data: Gamification }) {
  const { t, i18n } = useTranslation('coaching');
  const unlocked = data.achievements.filter((a) => a.unlocked).length;
  const perfectRate = data.stats.totalSessions > 0 ? Math.round((data.stats.perfectScores / data.stats.totalSessions) * 100) : 0;
  const rows: [string, string][] = [
    ['totalSessions', String(data.stats.totalSessions)],
    ['averageScore', t('progress.percent', { value: Math.round(data.stats.averageScore) })],
    ['perfectScores', String(data.stats.perfectScores)],
    ['currentStreak', String(data.stats.currentStreak)],
    ['levelProgress', t('progress.percent', { value: data.levelProgress })],
    ['totalXp', data.xp.toLocaleString(i18n.language)],
    ['achievements', t('progress.ofTotal', { unlocked, total: data.achievements.length })],
    ['quizzes', String(data.stats.totalQuizzes)],
    ['perfectRate', t('progress.percent', { value: perfectRate })],
    ['levelTitle', data.levelTitle],
  ];
  return (
    <Card>
      <List as="dl" $gap="xs">
        {rows.map(([key, value]) => (
          <Row key={key}>
            <dt>{t(`progress.stats.${key}`)}</dt>
            <dd>{value}</dd>
          </Row>
        ))}
      </List>
    </Card>
  );
}

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  /* With the list's gap, the same space above and below each line. */
  padding: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child { border-bottom: none; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 700; text-align: right; }
`;
