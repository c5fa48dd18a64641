import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled from 'styled-components';

type Props = { label: ReactNode; value: ReactNode; hint?: ReactNode; color?: string } & Omit<ComponentPropsWithoutRef<'div'>, 'color'>;

/** A figure with its label (and an optional line under it), centred, for the rows of numbers on dashboards; other props (a test id, a title) go to the tile. */
export function StatTile({ label, value, hint, color, ...props }: Props) {
  return (
    <Tile {...props}>
      <Value style={color ? { color } : undefined}>{value}</Value>
      <Label>{label}</Label>
      {hint && <Hint>{hint}</Hint>}
    </Tile>
  );
}

const Tile = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 2px;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
`;

const Value = styled.strong`
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-variant-numeric: tabular-nums;
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Hint = styled.small`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
