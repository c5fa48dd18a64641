// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { createTheme } from './theme';
import { Progress } from './progress';

afterEach(cleanup);
const themed = (node: ReactNode) => render(<ThemeProvider theme={createTheme('dark')}>{node}</ThemeProvider>);

describe('progress', () => {
  it('when a progress bar is at 3 of 10, then it reads its figures and fills 30%', () => {
    themed(<Progress value={3} max={10} aria-label="Question 3 of 10" />);
    const bar = screen.getByRole('progressbar', { name: 'Question 3 of 10' });
    expect(bar.getAttribute('aria-valuenow')).toBe('3');
    expect(bar.getAttribute('aria-valuemax')).toBe('10');
    expect((bar.firstElementChild as HTMLElement).style.transform).toBe('translateX(-70%)');
  });
  it('when it measures rather than progresses, then it can be a meter', () => {
    themed(<Progress role="meter" value={80} aria-label="Clarity" />);
    expect(screen.getByRole('meter', { name: 'Clarity' }).getAttribute('aria-valuenow')).toBe('80');
  });
});
