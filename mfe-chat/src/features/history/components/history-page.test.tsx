import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '@app/shell-sdk/testing';
import { HistoryPage } from './history-page';

const at = '2026-11-21T10:00:00.000Z';
const base = {
  userId: 7, type: 'chat', scenario: 'x', challengeId: null, language: 'en', completedAt: null, createdAt: at, messageCount: 5,
};

afterEach(() => vi.unstubAllGlobals());

describe('HistoryPage', () => {
  it('when sessions exist, then each shows its score or that it is in progress, and links to its transcript', async () => {
    mockApi({
      'GET /api/users/7/sessions': () => [
        { ...base, id: 2, scenarioKey: 'off-plan-inquiry', scenarioTitle: 'Off-Plan Inquiry', personality: 'S', difficulty: 'easy', score: 0, completed: false },
        { ...base, id: 1, scenarioKey: 'price-negotiation', scenarioTitle: 'Price Negotiation', personality: 'C', difficulty: 'hard', score: 84, completed: true, completedAt: at, medal: 'silver' },
      ],
    });
    renderWithProviders(<HistoryPage />, { path: '/chat/history' });
    const items = await screen.findAllByTestId('history-item');
    expect(items[0].textContent).toContain('Off-Plan Inquiry');
    expect(items[0].textContent).toContain('In progress');
    expect(items[0].textContent).toContain('Resume');
    expect(items[0].getAttribute('href')).toBe('/chat/sessions/2');
    expect(items[1].textContent).toContain('84/100');
    expect(items[1].textContent).toContain('View transcript');
    expect(items[1].textContent).toContain('Detail-Oriented & Thorough · Advanced');
    // The session's medal, named in text (the kit's badge with the chat's wording).
    const medal = items[1].querySelector('[data-testid="medal"]');
    expect(medal?.getAttribute('data-medal')).toBe('silver');
    expect(medal?.textContent).toBe('Silver medal');
    expect(items[0].querySelector('[data-testid="medal"]')).toBeNull();
  });

  it('when there are none, then an empty state offers a first chat', async () => {
    mockApi({ 'GET /api/users/7/sessions': () => [] });
    renderWithProviders(<HistoryPage />, { path: '/chat/history' });
    expect(await screen.findByText('No chat sessions yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start a practice chat' }).getAttribute('href')).toBe('/chat');
  });
});
