// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { createTheme } from './theme';
import { Grid } from './grid';

afterEach(cleanup);

describe('grid', () => {
  it('when a grid is asked for two columns, then it has two equal columns spaced by the theme', () => {
    render(
      <ThemeProvider theme={createTheme('dark')}>
        <Grid data-testid="g" $gap="sm" />
      </ThemeProvider>,
    );
    const style = getComputedStyle(screen.getByTestId('g'));
    expect(style.gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
    expect(style.gap).toBe('8px');
  });
});
