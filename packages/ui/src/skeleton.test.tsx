// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { createTheme } from './theme';
import { Skeleton } from './skeleton';

afterEach(cleanup);
const themed = (node: ReactNode) => render(<ThemeProvider theme={createTheme('dark')}>{node}</ThemeProvider>);

describe('skeleton', () => {
  it('when a skeleton is given a size, then it takes it and screen readers skip it', () => {
    themed(<Skeleton data-testid="s" $height="112px" $width="50%" $radius="lg" />);
    const block = screen.getByTestId('s');
    expect(block.getAttribute('aria-hidden')).toBe('true');
    const style = getComputedStyle(block);
    expect(style.height).toBe('112px');
    expect(style.width).toBe('50%');
  });
});
