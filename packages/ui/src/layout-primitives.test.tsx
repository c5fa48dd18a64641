// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { Badge } from './badge';
import { EmptyState } from './empty-state';
import { List, OrderedList } from './list';
import { Row } from './row';
import { SectionHeading } from './section-heading';
import { StatTile } from './stat-tile';
import { createTheme } from './theme';
import { semantic, space } from './tokens';

afterEach(cleanup);

const themed = (node: ReactNode) => render(<ThemeProvider theme={createTheme('light')}>{node}</ThemeProvider>);
const style = (el: Element) => getComputedStyle(el);

describe('the kit', () => {
  it('when a List is given a gap and auto columns, then it is a bulletless grid spaced by the theme', () => {
    themed(
      <List $gap="md" $columns="auto" aria-label="teams">
        <li>a</li>
      </List>,
    );
    const list = screen.getByRole('list', { name: 'teams' });
    expect(list.tagName).toBe('UL');
    expect(style(list).listStyle).toContain('none');
    expect(style(list).gap).toBe(space.md);
    expect(style(list).gridTemplateColumns).toContain('auto-fill');
  });
  it('when an OrderedList is used, then it is an ol with the same spacing', () => {
    themed(
      <OrderedList aria-label="steps">
        <li>a</li>
      </OrderedList>,
    );
    const list = screen.getByRole('list', { name: 'steps' });
    expect(list.tagName).toBe('OL');
    expect(style(list).gap).toBe(space.sm);
  });
  it('when a Row is told to push apart and wrap, then its flex settings say so', () => {
    themed(<Row $justify="between" $wrap data-testid="row" />);
    const row = screen.getByTestId('row');
    expect(style(row).justifyContent).toBe('space-between');
    expect(style(row).flexWrap).toBe('wrap');
  });
  it('when a SectionHeading is rendered, then it is a level-2 heading (level 3 with as="h3")', () => {
    themed(
      <>
        <SectionHeading>Members</SectionHeading>
        <SectionHeading as="h3">Drills</SectionHeading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Members' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Drills' })).toBeTruthy();
  });
  it('when a Badge has a score tone, then its border takes that score colour', () => {
    themed(<Badge $tone="poor">Overdue</Badge>);
    expect(style(screen.getByText('Overdue')).borderColor).toBe(hexToRgb(semantic.score.poor));
  });
  it('when an EmptyState has an action, then the text and the action both show', () => {
    themed(<EmptyState action={<button type="button">Start</button>}>No sessions yet</EmptyState>);
    expect(screen.getByText('No sessions yet').tagName).toBe('P');
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
  });
  it('when a StatTile is rendered, then the value, the label and the hint read in that order', () => {
    const { container } = themed(<StatTile label="Streak" value={4} hint="days" />);
    expect(container.textContent).toBe('4Streakdays');
  });
});

function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
