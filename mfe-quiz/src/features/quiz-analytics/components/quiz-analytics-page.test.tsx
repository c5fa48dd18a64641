import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '@app/shell-sdk/testing';
import { QuizAnalyticsPage } from './quiz-analytics-page';

const empty = { averageScore: 0, totalScore: 0, totalMaxScore: 0, streak: 0, totalQuizzes: 0, categoryStats: {}, recentResults: [] };
const user = { id: 7, name: 'Alex', username: 'alex', email: 'a@example.com', role: 'user' as const };

afterEach(() => vi.unstubAllGlobals());

describe('QuizAnalyticsPage', () => {
  it('when there is no quiz data, then the empty state offers the first quiz and links to /dashboard', async () => {
    mockApi({ 'GET /api/user/7/quiz-stats': () => empty });
    renderWithProviders(<QuizAnalyticsPage />, { path: '/quiz-analytics', user });
    expect(await screen.findByRole('heading', { name: 'No Quiz Data Yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take Your First Quiz' }).getAttribute('href')).toBe('/quiz');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('when there are results, then the stats, per-category pass/fail, minutes and a streak of 7 as five stars +2 show', async () => {
    mockApi({
      'GET /api/user/7/quiz-stats': () => ({
        averageScore: 82, totalScore: 300, totalMaxScore: 360, streak: 7, totalQuizzes: 8,
        categoryStats: { 'legal-compliance': { average: 82, count: 8, passed: 7, failed: 1 } },
        recentResults: [{ id: 3, category: 'legal-compliance', percentage: 95, passed: true, timeSpent: 150, createdAt: '2026-11-22T10:00:00.000Z' }],
      }),
    });
    renderWithProviders(<QuizAnalyticsPage />, { path: '/quiz-analytics', user });
    expect(await screen.findByText('82%')).toBeTruthy();
    expect(screen.getByText('7 passed · 1 failed')).toBeTruthy();
    expect(screen.getByTestId('recent-results').textContent).toContain('3 min');
    const streak = screen.getByTestId('streak');
    expect(streak.querySelectorAll('svg')).toHaveLength(5);
    expect(streak.textContent).toContain('+2');
  });
});
