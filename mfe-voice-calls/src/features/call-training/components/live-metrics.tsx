import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CallMetrics } from '@app/contracts/voice';
import { Card } from '@app/ui/components';
import { MetricBar } from '../../../components/metric-bar';

const KEYS = ['confidence', 'clarity', 'persuasion', 'rapport'] as const;

export function LiveMetrics({ metrics }: { metrics: CallMetrics | null }) {
  const { t } = useTranslation('voice');
  return (
    <Card aria-labelledby="live-performance" data-testid="live-metrics">
      <H2 id="live-performance">{t('call.livePerformance')}</H2>
      <Grid>
        {KEYS.map((k) => (
          <MetricBar key={k} label={t(`call.metrics.${k}`)} value={metrics?.[k] ?? 0} testId={`metric-${k}`} />
        ))}
      </Grid>
    </Card>
  );
}

const H2 = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.md};
`;
const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
