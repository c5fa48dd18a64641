import { useTranslation } from 'react-i18next';
import { Grid } from '@app/ui/grid';
import { SmallText } from '@app/ui/small-text';
import { StatTile } from '@app/ui/stat-tile';
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
        <StatTile
          key={i.label}
          data-testid="stat-card"
          title={'hint' in i ? i.hint : undefined}
            // "After 2 calls" is a note, not a figure: small, so the tile keeps its height.
            value={'note' in i && i.note ? <SmallText as="span">{i.value}</SmallText> : i.value}
            label={
              <>
                {i.label}
                {'hint' in i && <VisuallyHidden>{i.hint}</VisuallyHidden>}
              </>
            }
        />
      ))}
    </Grid>
  );
}
