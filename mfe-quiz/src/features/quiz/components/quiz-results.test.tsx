import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { QuizResult } from '@app/contracts/quiz';
import { renderWithProviders } from '@app/shell-sdk/testing';
import { QuizResults } from './quiz-results';

const result: QuizResult = {
  attemptId: 9, category: 'legal-compliance', percentage: 40, totalScore: 10, maxScore: 25, passed: false, minScore: 90, timeSpent: 60,
  feedback: 'Feedback', recommendations: [], detailedScores: [], questions: [], completedAt: '2026-11-22T10:00:00.000Z',
};

describe('QuizResults', () => {
  it.each([
    ['en', 'Legal & Compliance quiz: results'],
    ['ru', 'Тест «Право и комплаенс»: результаты'],
  ] as const)('when results show (%s), then the heading names the quiz that was taken', (language, name) => {
    renderWithProviders(<QuizResults result={result} onRetry={vi.fn()} onAnother={vi.fn()} retrying={false} />, { path: '/quiz', language });
    expect(screen.getByRole('heading', { level: 1, name })).toBeTruthy();
  });
});
