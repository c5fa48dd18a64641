// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { createTheme } from './theme';
import { TooltipOnDemand } from './tooltip-on-demand';

afterEach(cleanup);

describe('TooltipOnDemand', () => {
  it('when the tooltip code arrives during a press, then the press still clicks the element it began on, and the tooltip takes over after the release', async () => {
    const onClick = vi.fn();
    render(
      <ThemeProvider theme={createTheme('dark')}>
        <TooltipOnDemand label="Notifications">
          <button type="button" onClick={onClick}>
            Bell
          </button>
        </TooltipOnDemand>
      </ThemeProvider>,
    );
    const pressed = screen.getByRole('button', { name: 'Bell' });
    fireEvent.pointerEnter(pressed);
    fireEvent.pointerDown(pressed);
    // The code arrives while the finger is still down: the element stays.
    await act(async () => void (await import('./tooltip')));
    expect(screen.getByRole('button', { name: 'Bell' })).toBe(pressed);
    fireEvent.pointerUp(pressed);
    fireEvent.click(pressed);
    expect(onClick).toHaveBeenCalledTimes(1);
    // Then the trigger is rendered inside the tooltip.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bell' })).not.toBe(pressed));
    fireEvent.click(screen.getByRole('button', { name: 'Bell' }));
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
