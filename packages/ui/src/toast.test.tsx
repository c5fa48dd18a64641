// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { createTheme } from './theme';
import { TOAST_DURATION_MS, ToastProvider, useToast, type ToastInput } from './toast';

afterEach(cleanup);

let show: (toast: ToastInput) => void = () => undefined;
function Capture() {
  show = useToast();
  return null;
}

function renderToasts() {
  return render(
    <ThemeProvider theme={createTheme('dark')}>
      <ToastProvider closeLabel="Close">
        <Capture />
      </ToastProvider>
    </ThemeProvider>,
  );
}

describe('toasts', () => {
  it('when two toasts are raised, then only the latest one is visible', () => {
    renderToasts();
    act(() => show({ title: 'First' }));
    act(() => show({ title: 'Second', variant: 'destructive' }));
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByText('Second')).toBeTruthy();
  });

  it('when the viewport renders, then F8 is its hotkey and toasts last 5 seconds', () => {
    renderToasts();
    expect(screen.getByRole('region').getAttribute('aria-label')).toContain('F8');
    expect(TOAST_DURATION_MS).toBe(5000);
  });
});
