// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { createTheme } from './theme';
import { Card, CardDescription, CardHeader, CardTitle } from './card';
import { Card as LegacyCard } from './components';

afterEach(cleanup);
const themed = (node: ReactNode) => render(<ThemeProvider theme={createTheme('dark')}>{node}</ThemeProvider>);

describe('card', () => {
  it('when a card has a header, then its title is a level-2 heading (another level with as) and its description follows', () => {
    themed(
      <Card aria-labelledby="t">
        <CardHeader>
          <CardTitle id="t">Quiz</CardTitle>
          <CardDescription>Ten questions</CardDescription>
        </CardHeader>
        <CardTitle as="h3">Topics</CardTitle>
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Quiz' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Quiz' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Topics' })).toBeTruthy();
    expect(screen.getByText('Ten questions').tagName).toBe('P');
  });
  it('when a card is featured, then it is outlined in the primary colour, and otherwise in the border colour', () => {
    const theme = createTheme('dark');
    render(
      <ThemeProvider theme={theme}>
        <Card $featured data-testid="featured" />
        <Card data-testid="plain" />
      </ThemeProvider>,
    );
    // jsdom reads colours back as rgb(); the tokens are hex.
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    expect(getComputedStyle(screen.getByTestId('featured')).borderTopColor).toBe(rgb(theme.colors.primary));
    expect(getComputedStyle(screen.getByTestId('plain')).borderTopColor).toBe(rgb(theme.colors.border));
  });
  it('when a screen imports Card from components, then it is the same card', () => {
    expect(LegacyCard).toBe(Card);
  });
});
