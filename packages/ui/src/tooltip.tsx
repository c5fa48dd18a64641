import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';

// Spec 000 §9: tooltips open after 700 ms.
export const TOOLTIP_DELAY_MS = 700;

/** A provider for a tree of tooltips; the delay is the spec's. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>{children}</RadixTooltip.Provider>;
}

export interface TooltipProps {
  label: string;
  children: ReactElement;
  side?: 'top' | 'bottom' | 'left' | 'right';
}

/**
 * A short hint on hover or keyboard focus. The trigger keeps its own accessible name. Each carries
 * its own provider (the spec's delay), so a tooltip loaded on demand needs nothing above it.
 */
export function Tooltip({ label, children, side = 'bottom' }: TooltipProps) {
  return (
    <TooltipProvider>
      <TooltipRoot label={label} side={side}>
        {children}
      </TooltipRoot>
    </TooltipProvider>
  );
}

function TooltipRoot({ label, children, side }: TooltipProps) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <Content side={side} sideOffset={6} collisionPadding={8}>
          {label}
          <Arrow />
        </Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}

const Content = styled(RadixTooltip.Content)`
  z-index: 1100;
  max-width: 240px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.bg};
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: 1.4;
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Arrow = styled(RadixTooltip.Arrow)`
  fill: ${({ theme }) => theme.colors.text};
`;
