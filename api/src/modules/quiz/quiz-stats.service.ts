import type { QuizStats } from '@app/contracts/quiz';
import type { QuizRepository } from './quiz.repository';
import { storedEnum } from '../../lib/stored-enum';
import { QUIZ_CATEGORIES } from '@app/contracts/quiz-questions';

const RECENT = 10;

/** The spec's quiz stats, computed from the user's evaluated attempts (newest first). */
export function createQuizStatsService(repo: QuizRepository) {
  return {
    async stats(userId: number): Promise<QuizStats> {
      const done = await repo.evaluatedAttempts(userId);
      const categoryStats: QuizStats['categoryStats'] = {};
      const sums: Record<string, number> = {};
      for (const a of done) {
        const c = (categoryStats[a.category] ??= { average: 0, count: 0, passed: 0, failed: 0 });
        c.count += 1;
        if (a.passed) c.passed += 1;
        else c.failed += 1;
        sums[a.category] = (sums[a.category] ?? 0) + (a.percentage ?? 0);
      }
      for (const [category, c] of Object.entries(categoryStats)) c.average = Math.round((sums[category] ?? 0) / c.count);
      // Consecutive passed quizzes, counting back from the latest.
      const firstFail = done.findIndex((a) => !a.passed);
      return {
        averageScore: done.length ? Math.round(done.reduce((s, a) => s + (a.percentage ?? 0), 0) / done.length) : 0,
        totalScore: done.reduce((s, a) => s + (a.totalScore ?? 0), 0),
        totalMaxScore: done.reduce((s, a) => s + (a.maxScore ?? 0), 0),
        streak: firstFail === -1 ? done.length : firstFail,
        totalQuizzes: done.length,
        categoryStats,
        recentResults: done.slice(0, RECENT).map((a) => ({
          id: a.id,
          category: storedEnum(QUIZ_CATEGORIES, a.category, 'property-basics'),
          percentage: a.percentage ?? 0,
          passed: !!a.passed,
          timeSpent: a.timeSpent ?? 0,
          createdAt: (a.evaluatedAt ?? a.servedAt).toISOString(),
        })),
      };
    },
  };
}
export type QuizStatsService = ReturnType<typeof createQuizStatsService>;
