// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { createTheme } from './theme';
import { MemoryRouter, Link } from 'react-router-dom';
import { Button } from './button';
import { Button as LegacyButton } from './components';
import { palette } from './tokens';

afterEach(cleanup);
const themed = (node: ReactNode) => render(<ThemeProvider theme={createTheme('light')}>{node}</ThemeProvider>);

describe('button', () => {
  it('when asChild wraps a router Link, then the link is the only element and looks like a button', () => {
    themed(
      <MemoryRouter>
        <Button asChild $variant="ghost">
          <Link to="/chat/history">History</Link>
        </Button>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'History' });
    expect(link.getAttribute('href')).toBe('/chat/history');
    expect(screen.queryByRole('button')).toBeNull();
    expect(getComputedStyle(link).minHeight).toBe('44px');
    expect(getComputedStyle(link).display).toBe('inline-flex');
  });
  it('when the danger variant is asked, then it takes the danger colours of the theme', () => {
    themed(<Button $variant="danger">End</Button>);
    expect(getComputedStyle(screen.getByRole('button', { name: 'End' })).color).toBe(hexToRgb(palette.light.dangerText));
  });
  it('when an icon button is drawn, then it is a 44 px square target', () => {
    themed(<Button $size="icon" $variant="ghost" aria-label="Back">←</Button>);
    const style = getComputedStyle(screen.getByRole('button', { name: 'Back' }));
    expect(style.width).toBe('44px');
  });
  it('when a screen imports Button from components, then it is the same button', () => {
    expect(LegacyButton).toBe(Button);
  });
});

function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
