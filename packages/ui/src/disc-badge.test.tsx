// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { createTheme } from './theme';
import { DiscBadge } from './disc-badge';
import { semantic } from './tokens';

afterEach(cleanup);
const themed = (node: ReactNode) => render(<ThemeProvider theme={createTheme('light')}>{node}</ThemeProvider>);

describe('disc badge', () => {
  it('when a DISC letter is shown, then it sits in its fixed colour and is hidden from screen readers', () => {
    const { container } = themed(<DiscBadge type="S" size="xs" />);
    const badge = container.firstElementChild as HTMLElement;
    expect(badge.getAttribute('aria-hidden')).toBe('true');
    expect(getComputedStyle(badge).width).toBe('24px');
    expect(getComputedStyle(badge).backgroundColor).toBe(hexToRgb(semantic.disc.S));
  });
});

function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
