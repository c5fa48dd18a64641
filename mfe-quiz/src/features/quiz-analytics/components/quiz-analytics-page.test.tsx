import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@app/shell-sdk/testing';
import { QuizAnalyticsPage } from './quiz-analytics-page';

describe('QuizAnalyticsPage', () => {
  it('when there is no quiz data, then the empty state offers the first quiz', () => {
    renderWithProviders(<QuizAnalyticsPage />, { path: '/quiz-analytics' });
    expect(screen.getByRole('heading', { name: 'No Quiz Data Yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take Your First Quiz' }).getAttribute('href')).toBe('/quiz');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });
});
