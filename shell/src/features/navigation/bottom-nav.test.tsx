// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { BottomNav } from './bottom-nav';

afterEach(cleanup);

describe('BottomNav', () => {
  it('when the layout gives it the quick-menu button, then the button is docked in the bar after the five entries, not floating over the page', () => {
    renderWithProviders(<BottomNav action={<button type="button">Open quick menu</button>} />, { path: '/coach' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Home', 'Chat', 'Voice', 'Coach', 'Progress']);
    const button = within(nav).getByRole('button', { name: 'Open quick menu' });
    expect(links[4]!.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(links[3]!.getAttribute('aria-current')).toBe('page');
  });
});
