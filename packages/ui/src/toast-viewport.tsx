import * as RadixToast from '@radix-ui/react-toast';
import styled from 'styled-components';
import type { ToastInput } from './toast';

export interface ToastViewportProps {
  current: (ToastInput & { id: number }) | null;
  closeLabel: string;
  /** How long a toast stays (toast.tsx owns the figure; importing it here would make an import cycle). */
  duration: number;
  onClose(): void;
}

/** The Radix part of the toasts, loaded with the first toast (toast.tsx). */
export default function ToastViewport({ current, closeLabel, duration, onClose }: ToastViewportProps) {
  return (
    <RadixToast.Provider duration={duration} swipeDirection="right" swipeThreshold={50}>
      {current && (
        <Root key={current.id} $destructive={current.variant === 'destructive'} onOpenChange={(open) => !open && onClose()} data-testid="toast">
          <Title>{current.title}</Title>
          {current.description && <Description>{current.description}</Description>}
          <Close aria-label={closeLabel}>×</Close>
        </Root>
      )}
      <Viewport hotkey={['F8']} />
    </RadixToast.Provider>
  );
}

const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  top: ${({ theme }) => theme.space.lg};
  left: 50%;
  transform: translateX(-50%);
  width: min(440px, calc(100vw - 32px));
  margin: 0;
  padding: 0;
  list-style: none;
  z-index: 1000;
  outline: none;
`;

const Root = styled(RadixToast.Root)<{ $destructive: boolean }>`
  position: relative;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xxl} ${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $destructive }) => ($destructive ? theme.colors.danger : theme.colors.surfaceRaised)};
  color: ${({ theme, $destructive }) => ($destructive ? theme.colors.dangerText : theme.colors.text)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.card};
  &[data-swipe='move'] { transform: translateX(var(--radix-toast-swipe-move-x)); }
  &[data-swipe='end'] { transform: translateX(var(--radix-toast-swipe-end-x)); }
`;

const Title = styled(RadixToast.Title)`
  font-weight: 700;
`;

const Description = styled(RadixToast.Description)`
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Close = styled(RadixToast.Close)`
  position: absolute;
  top: 4px;
  right: 4px;
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 20px;
  cursor: pointer;
`;
