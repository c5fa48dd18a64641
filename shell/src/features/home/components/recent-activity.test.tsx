// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import { RecentActivity } from './recent-activity';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RecentActivity', () => {
  it('when there is no activity, then an empty state offers the first chat practice', () => {
    renderWithProviders(<RecentActivity items={[]} />);
    expect(screen.getByText('No activity yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start your first chat practice' }).getAttribute('href')).toBe('/chat');
  });

  it('when sessions, calls and quizzes exist, then each links to its detail with its score', () => {
    const at = new Date().toISOString();
    renderWithProviders(
      <RecentActivity
        items={[
          { kind: 'chat', id: '3', title: 'Investor Price Objection', score: 84, at, href: '/chat?session=3', completed: true },
          { kind: 'quiz', id: '9', title: 'Mortgage basics', score: null, at, href: '/quiz-analytics', correct: 0, total: 10 },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: /Investor Price Objection/ }).getAttribute('href')).toBe('/chat?session=3');
    expect(screen.getByText('Score 84/100')).toBeTruthy();
    expect(screen.getByText('Not scored yet')).toBeTruthy();
  });

  it('when the list fails online, then the card names it and retries', () => {
    const retry = vi.fn();
    renderWithProviders(<RecentActivity items={[]} failed onRetry={retry} />);
    expect(screen.getByText('Recent activity could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('when the list fails offline, then the card says the device is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<RecentActivity items={[]} failed />);
    expect(screen.getByText('You are offline')).toBeTruthy();
    expect(screen.queryByText('Recent activity could not be loaded.')).toBeNull();
  });
});
