// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { createTheme } from './theme';
import { Item, ItemContent } from './item';

afterEach(cleanup);
const themed = (node: ReactNode) => render(<ThemeProvider theme={createTheme('dark')}>{node}</ThemeProvider>);

describe('item', () => {
  it('when asChild wraps a button, then the whole card is that one button', () => {
    themed(
      <Item asChild>
        <button type="button">
          <ItemContent>
            <strong>Price objection</strong>
            <span>Handle a haggler</span>
          </ItemContent>
        </button>
      </Item>,
    );
    const button = screen.getByRole('button', { name: /Price objection/ });
    expect(getComputedStyle(button).display).toBe('flex');
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
