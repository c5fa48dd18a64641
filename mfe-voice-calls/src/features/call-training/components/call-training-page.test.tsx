import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@app/shell-sdk/testing';
import { CallTrainingPage } from './call-training-page';

describe('CallTrainingPage', () => {
  it('when the call training page opens, then the four clients show with type, difficulty and description', () => {
    renderWithProviders(<CallTrainingPage />, { path: '/voice-training' });
    expect(screen.getByRole('heading', { name: 'Phone Call Training' })).toBeTruthy();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(cards[1].textContent).toContain('Luxury Investment Opportunity');
    expect(cards[1].textContent).toContain('Michael Chen');
    expect(cards[1].textContent).toContain('Client type: Luxury investor');
    expect(cards[1].textContent).toContain('Hard');
    expect(cards[3].textContent).toContain('Growing Family Search');
    expect(cards[3].textContent).toContain('Easy');
  });
});
