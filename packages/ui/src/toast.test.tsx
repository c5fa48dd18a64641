// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { createTheme } from './theme';
import { TOAST_DURATION_MS, ToastProvider, useToast, type ToastInput } from './toast';

afterEach(cleanup);

// The viewport's code is imported on the first toast: on a loaded machine that takes over the default second.
const LOADED = { timeout: 15_000 };

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
  it('when two toasts are raised, then only the latest one is visible', async () => {
    renderToasts();
    act(() => show({ title: 'First' }));
    act(() => show({ title: 'Second', variant: 'destructive' }));
    expect(await screen.findByText('Second', undefined, LOADED)).toBeTruthy();
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
  });

  it('when no toast was raised, then nothing of the viewport is on the page', () => {
    renderToasts();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('when the viewport renders, then F8 is its hotkey and toasts last 5 seconds', async () => {
    renderToasts();
    act(() => show({ title: 'Saved' }));
    expect((await screen.findByRole('region', undefined, LOADED)).getAttribute('aria-label')).toContain('F8');
    expect(TOAST_DURATION_MS).toBe(5000);
  });
});
