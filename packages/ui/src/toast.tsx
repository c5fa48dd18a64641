import * as RadixToast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

type ShowToast = (toast: ToastInput) => void;
const ToastContext = createContext<ShowToast>(() => undefined);

// Spec 000 §9: one toast visible at a time, 5000 ms, swipe right past 50 px, F8 focuses the viewport.
export const TOAST_DURATION_MS = 5000;

export function ToastProvider({ children, closeLabel }: { children: ReactNode; closeLabel: string }) {
  const [current, setCurrent] = useState<(ToastInput & { id: number }) | null>(null);
  const show = useCallback<ShowToast>((toast) => setCurrent({ ...toast, id: Date.now() }), []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
        {children}
        {current && (
          <Root
            key={current.id}
            $destructive={current.variant === 'destructive'}
            onOpenChange={(open) => !open && setCurrent(null)}
            data-testid="toast"
          >
            <Title>{current.title}</Title>
            {current.description && <Description>{current.description}</Description>}
            <Close aria-label={closeLabel}>×</Close>
          </Root>
        )}
        <Viewport hotkey={['F8']} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);

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
