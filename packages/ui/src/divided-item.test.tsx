// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { createTheme } from './theme';
import { DividedItem } from './divided-item';

afterEach(cleanup);

describe('divided item', () => {
  it('when entries are listed, then a line in the theme border colour sets each apart from the one before', () => {
    const theme = createTheme('light');
    render(
      <ThemeProvider theme={theme}>
        <ul>
          <DividedItem>First</DividedItem>
          <DividedItem>Second</DividedItem>
        </ul>
      </ThemeProvider>,
    );
    const [first, second] = screen.getAllByRole('listitem').map((item) => getComputedStyle(item));
    expect(first.borderTopStyle).not.toBe('solid');
    expect(second.borderTopStyle).toBe('solid');
    expect(second.flexDirection).toBe('column');
    expect(second.paddingTop).toBe(theme.space.md);
  });
});
