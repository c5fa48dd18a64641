// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import { DailyChallengeCard } from './daily-challenge-card';

afterEach(cleanup);

describe('DailyChallengeCard', () => {
  it('when a challenge exists, then its description, the streak and Start Challenge to that challenge chat show', () => {
    renderWithProviders(<DailyChallengeCard daily={{ day: '2026-11-21', streak: 4, challenge: { id: 1, title: 'Off-Plan Inquiry', description: 'Explain the payment plan.' }, notified: false }} />);
    expect(screen.getByText('Explain the payment plan.')).toBeTruthy();
    expect(screen.getByText('Day streak: 4')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Challenge' }).getAttribute('href')).toBe('/chat?challenge=1');
  });

  it('when no challenge exists, then nothing is shown', () => {
    const { container } = renderWithProviders(<DailyChallengeCard daily={{ day: '2026-11-21', streak: 0, challenge: null, notified: false }} />);
    expect(container.textContent).toBe('');
  });
});
