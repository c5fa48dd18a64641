import { useTranslation } from 'react-i18next';
import type { CallMetrics } from '@app/contracts/voice';
import { Card, Stack } from '@app/ui/components';
import { SectionHeading } from '@app/ui/section-heading';
import { MetricBar } from '../../../components/metric-bar';

const KEYS = ['confidence', 'clarity', 'persuasion', 'rapport'] as const;

export function LiveMetrics({ metrics }: { metrics: CallMetrics | null }) {
  const { t } = useTranslation('voice');
  return (
    <Card aria-labelledby="live-performance" data-testid="live-metrics">
      <SectionHeading id="live-performance">{t('call.livePerformance')}</SectionHeading>
      <Stack>
        {KEYS.map((k) => (
          <MetricBar key={k} label={t(`call.metrics.${k}`)} value={metrics?.[k] ?? 0} testId={`metric-${k}`} />
        ))}
      </Stack>
    </Card>
  );
}
