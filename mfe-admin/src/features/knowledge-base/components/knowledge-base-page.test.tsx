import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@app/shell-sdk/testing';
import { KnowledgeBasePage } from './knowledge-base-page';

function renderPage(challenges: unknown[]) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(challenges), { status: 200 })));
  return renderWithProviders(<KnowledgeBasePage />, { path: '/knowledge-base' });
}

afterEach(() => vi.unstubAllGlobals());

describe('KnowledgeBasePage', () => {
  it('when the API has no scenarios, then the empty state shows', async () => {
    renderPage([]);
    expect(screen.getByRole('tab', { name: 'Scenarios', selected: true })).toBeTruthy();
    expect(await screen.findByText('No scenarios yet')).toBeTruthy();
  });

  it('when scenarios exist, then they are listed and counted on the Analytics tab', async () => {
    renderPage([{ id: 1, title: 'Price Negotiation', description: 'Buyer wants a discount', scenario: 'The asking price is too high.' }]);
    expect(await screen.findByText('Price Negotiation')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(screen.getByText('Total Scenarios').previousElementSibling?.textContent).toBe('1');
    expect(screen.getByText('Custom Phrases').previousElementSibling?.textContent).toBe('0');
  });
});
