import styled from 'styled-components';
import { scoreColor } from '@app/ui/tokens';

/** A labelled 0-100 bar in the score colours, readable by screen readers as a meter. */
export function MetricBar({ label, value, testId }: { label: string; value: number; testId?: string }) {
  const v = Math.round(value);
  return (
    <Row data-testid={testId}>
      <Top>
        <span>{label}</span>
        <strong>{v}%</strong>
      </Top>
      <Track role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={v}>
        <Fill style={{ width: `${v}%` }} $color={scoreColor(v)} />
      </Track>
    </Row>
  );
}

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;
const Top = styled.div`
  display: flex;
  justify-content: space-between;
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
