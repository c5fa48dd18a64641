import type { ReactNode } from 'react';
import styled from 'styled-components';
import { scoreColor } from '@app/ui/tokens';

/** A score in its meaning colour: green from 80, yellow 60-79, red below 60. */
export function ScorePill({ score, children, testId }: { score: number; children: ReactNode; testId?: string }) {
  return (
    <Pill $color={scoreColor(score)} data-testid={testId}>
      {children}
    </Pill>
  );
}

const Pill = styled.span<{ $color: string }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ $color }) => $color};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  white-space: nowrap;
`;
