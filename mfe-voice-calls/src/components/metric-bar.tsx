import styled from 'styled-components';
import { Row } from '@app/ui/row';
import { scoreColor } from '@app/ui/tokens';

/** A labelled 0-100 bar in the score colours, readable by screen readers as a meter. */
export function MetricBar({ label, value, testId }: { label: string; value: number; testId?: string }) {
  const v = Math.round(value);
  return (
    <Bar data-testid={testId}>
      <Row $justify="between">
        <span>{label}</span>
        <strong>{v}%</strong>
      </Row>
      <Track role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={v}>
        <Fill style={{ width: `${v}%` }} $color={scoreColor(v)} />
      </Track>
    </Bar>
  );
}

// The label line is small beside the figures it sits among (the kit's Row has no text size).
const Bar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
const Track = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  overflow: hidden;
`;
const Fill = styled.div<{ $color: string }>`
  height: 100%;
  background: ${({ $color }) => $color};
  transition: width 300ms ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
