// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { createTheme } from './theme';
import { Tooltip, TOOLTIP_DELAY_MS, TooltipProvider } from './tooltip';

afterEach(cleanup);

describe('tooltip', () => {
  it('when wrapped around a button, then the button keeps its own name and the delay is 700 ms', () => {
    const { getByRole } = render(
      <ThemeProvider theme={createTheme('light')}>
        <TooltipProvider>
          <Tooltip label="Switch theme">
            <button type="button" aria-label="Theme">
              x
            </button>
          </Tooltip>
        </TooltipProvider>
      </ThemeProvider>,
    );
    expect(getByRole('button', { name: 'Theme' })).toBeTruthy();
    expect(TOOLTIP_DELAY_MS).toBe(700);
  });
});
