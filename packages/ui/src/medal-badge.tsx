import styled from 'styled-components';
import { semantic } from '@app/ui/tokens';

export type MedalName = keyof typeof semantic.medal;

/** A medal as a pill: the metal's colour on the ring and the dot, its name in text (the label is the app's, in its language). */
export function MedalBadge({ medal, label, testId = 'medal' }: { medal: MedalName; label: string; testId?: string }) {
  return (
    <Badge $color={semantic.medal[medal]} data-testid={testId} data-medal={medal}>
      <Dot aria-hidden $color={semantic.medal[medal]} />
      {label}
    </Badge>
  );
}

const Badge = styled.span<{ $color: string }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ $color }) => $color};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  white-space: nowrap;
`;

const Dot = styled.span<{ $color: string }>`
  width: 12px;
  height: 12px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
`;
