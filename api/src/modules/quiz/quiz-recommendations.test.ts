import { describe, expect, it } from 'vitest';
import { reviewRecommendations } from './quiz-recommendations';

const topics = [
  { topic: 'Valuation', score: 5, maxScore: 10 },
  { topic: 'Financing', score: 2, maxScore: 10 },
  { topic: 'Ownership and title', score: 9, maxScore: 10 },
  { topic: 'Construction and condition', score: 6, maxScore: 10 },
];

describe('quiz review recommendations', () => {
  it('when three topics are weak, then only the weakest is called the weakest and each names its score', () => {
    const lines = reviewRecommendations('en', topics);
    expect(lines).toEqual([
      'Review Financing (20%): it was your weakest area in this quiz.',
      'Also review Valuation (50%).',
      'Also review Construction and condition (60%).',
    ]);
    expect(lines.filter((l) => l.includes('weakest'))).toHaveLength(1);
  });

  it('when the quiz is in Russian, then the lines are Russian with one weakest topic', () => {
    const lines = reviewRecommendations('ru', topics);
    expect(lines[0]).toBe('Повторите тему «Financing» (20%): в этом тесте она далась труднее всего.');
    expect(lines.filter((l) => l.includes('труднее всего'))).toHaveLength(1);
  });

  it('when no topic is under 75%, then there is nothing to review', () => {
    expect(reviewRecommendations('en', [{ topic: 'Valuation', score: 8, maxScore: 10 }])).toEqual([]);
  });
});
