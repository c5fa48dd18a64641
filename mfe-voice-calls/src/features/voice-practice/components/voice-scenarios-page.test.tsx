import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@app/shell-sdk/testing';
import { VoiceScenariosPage } from './voice-scenarios-page';

describe('VoiceScenariosPage', () => {
  it('when the voice page opens, then the three scenarios show their difficulty and expected duration', () => {
    renderWithProviders(<VoiceScenariosPage />, { path: '/voice' });
    expect(screen.getByRole('heading', { name: 'Voice Practice' })).toBeTruthy();
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => c.querySelector('h2')?.textContent)).toEqual(['Price Objection', 'First Inquiry', 'Urgent Viewing']);
    expect(cards[0].textContent).toContain('Medium');
    expect(cards[0].textContent).toContain('Expected answer: 30-60 seconds');
    expect(cards[1].textContent).toContain('Easy');
    expect(cards[1].textContent).toContain('45-90 seconds');
    expect(cards[2].textContent).toContain('Hard');
    expect(cards[2].textContent).toContain('20-40 seconds');
  });
});
