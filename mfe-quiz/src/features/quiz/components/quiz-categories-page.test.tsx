import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@app/shell-sdk/testing';
import { QuizCategoriesPage } from './quiz-categories-page';

describe('QuizCategoriesPage', () => {
  it('when the quiz page opens, then the four categories show their pass mark and time limit', () => {
    renderWithProviders(<QuizCategoriesPage />, { path: '/quiz' });
    expect(screen.getByRole('heading', { name: 'Knowledge Quiz' })).toBeTruthy();
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => c.querySelector('h2')?.textContent)).toEqual([
      'Property Basics',
      'Market Analysis',
      'Client Handling',
      'Legal & Compliance',
    ]);
    expect(cards[0].textContent).toContain('Pass mark: 90%');
    expect(cards[0].textContent).toContain('Time limit: 60 min');
    expect(cards[0].textContent).toContain('Questions: 50');
    expect(cards[1].textContent).toContain('Pass mark: 75%');
    expect(cards[2].textContent).toContain('Pass mark: 85%');
    expect(cards[3].textContent).toContain('Time limit: 30 min');
    expect(screen.getByRole('link', { name: 'Stats' }).getAttribute('href')).toBe('/quiz-analytics');
  });
});
