import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, Muted } from '@app/ui/components';
import { VisuallyHidden } from '@app/ui/visually-hidden';
import { mss } from '../../../lib/format';
import type { insightStats } from '../hooks/insight-stats';

export function StatCards({ stats }: { stats: ReturnType<typeof insightStats> }) {
  const { t } = useTranslation('voice');
  // A difference of average scores is in points, never a percentage.
  const trend = stats.trend === null ? t('stats.trendNeedsMore') : t('stats.trendPoints', { value: `${stats.trend > 0 ? '+' : ''}${stats.trend}` });
  const items = [
    { label: t('stats.calls'), value: String(stats.count) },
    { label: t('stats.average'), value: String(stats.average) },
    { label: t('stats.practiceTime'), value: mss(stats.totalSec) },
    { label: t('stats.trend'), value: trend, note: stats.trend === null, hint: t('stats.trendHint') },
  ];
  return (
    <Grid>
      {items.map((i) => (
        <Stat key={i.label} data-testid="stat-card" title={'hint' in i ? i.hint : undefined}>
          <Muted>{i.label}</Muted>
          <Value $note={'note' in i && i.note}>{i.value}</Value>
          {'hint' in i && <VisuallyHidden>{i.hint}</VisuallyHidden>}
        </Stat>
      ))}
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.md};
`;
const Stat = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  & > p {
    margin: 0;
  }
`;
// "After 2 calls" is a note, not a figure: smaller, so the card keeps its height.
const Value = styled.strong<{ $note?: boolean }>`
  font-size: ${({ theme, $note }) => ($note ? theme.fontSize.md : theme.fontSize.xl)};
  align-self: end;
`;
