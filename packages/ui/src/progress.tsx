import * as RadixProgress from '@radix-ui/react-progress';
import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';

type Size = 'sm' | 'md' | 'lg';
const HEIGHT: Record<Size, string> = { sm: '4px', md: '8px', lg: '10px' };

interface ProgressProps extends Omit<ComponentPropsWithoutRef<typeof RadixProgress.Root>, 'color'> {
  value: number;
  max?: number;
  /** The fill's colour (a score colour from the tokens); the primary colour by default. */
  color?: string;
  size?: Size;
}

/**
 * A bar filled to value/max (Radix Progress: role progressbar with its figures). Pass
 * role="meter" for a measurement rather than progress; aria-hidden where the figure is written beside it.
 */
export function Progress({ value, max = 100, color, size = 'md', ...props }: ProgressProps) {
  const share = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <Track value={value} max={max} $height={HEIGHT[size]} {...props}>
      <Fill $color={color} style={{ transform: `translateX(-${100 - share}%)` }} />
    </Track>
  );
}

const Track = styled(RadixProgress.Root)<{ $height: string }>`
  position: relative;
  overflow: hidden;
  height: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Fill = styled(RadixProgress.Indicator)<{ $color?: string }>`
  width: 100%;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $color }) => $color ?? theme.colors.primary};
  transition: transform 300ms ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
