import { Stack } from '@app/ui/components';
import { Progress } from '@app/ui/progress';
import { Row } from '@app/ui/row';
import { scoreColor } from '@app/ui/tokens';

/** A labelled 0-100 bar in the score colours, readable by screen readers as a meter. */
export function MetricBar({ label, value, testId }: { label: string; value: number; testId?: string }) {
  const v = Math.round(value);
  return (
    <Stack $gap="xs" data-testid={testId}>
      <Row $justify="between">
        <span>{label}</span>
        <strong>{v}%</strong>
      </Row>
      <Progress role="meter" aria-label={label} value={v} color={scoreColor(v)} />
    </Stack>
  );
}
