// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import { MODE_CARD_MS, ModeCard } from './mode-card';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ModeCard', () => {
  it('when the home shows for the first time, then the card tells the mode without debug details and hides after 8 s', () => {
    renderWithProviders(<ModeCard />);
    const card = screen.getByTestId('mode-card');
    expect(card.textContent).toContain('Browser Mode');
    expect(card.textContent).not.toContain('Debug Info');
    expect(card.querySelector('details')).toBeNull();
    act(() => vi.advanceTimersByTime(MODE_CARD_MS - 1));
    expect(screen.queryByTestId('mode-card')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('mode-card')).toBeNull();
  });

  it('when the card was shown once, then later loads do not show it again', () => {
    renderWithProviders(<ModeCard />);
    expect(screen.getByTestId('mode-card')).toBeTruthy();
    cleanup();
    renderWithProviders(<ModeCard />, { language: 'ru' });
    expect(screen.queryByTestId('mode-card')).toBeNull();
  });
});
