import type { Db } from '../../lib/db';

export type QuestionRow = Awaited<ReturnType<Db['quizQuestion']['findFirstOrThrow']>>;
export type AttemptRow = Awaited<ReturnType<Db['quizAttempt']['findFirstOrThrow']>>;

/** The only code that touches the quiz tables. */
export function createQuizRepository(db: Db) {
  return {
    /** The user's rows, for their data export. */
    listForExport: (userId: number) => db.quizAttempt.findMany({ where: { userId }, orderBy: { id: 'asc' } }),
    activeCounts: () => db.quizQuestion.groupBy({ by: ['category'], where: { isActive: true }, _count: { _all: true } }),
    activeQuestions: (category: string) => db.quizQuestion.findMany({ where: { category, isActive: true } }),
    questionsByIds: (ids: number[]) => db.quizQuestion.findMany({ where: { id: { in: ids } } }),
    createAttempt: (data: { userId: number; category: string; language: string; questionIds: string; timeLimit: number }) => db.quizAttempt.create({ data }),
    findAttempt: (id: number) => db.quizAttempt.findUnique({ where: { id } }),
    /** The category of each attempt (a team's drill-down names the quiz). */
    categoriesOf: (ids: number[]) => db.quizAttempt.findMany({ where: { id: { in: ids } }, select: { id: true, category: true } }),
    /** The attempt the caller was served last in the category: a newer draw supersedes older ones. */
    latestAttempt: (userId: number, category: string) => db.quizAttempt.findFirst({ where: { userId, category }, orderBy: { id: 'desc' } }),
    /** Claims the attempt for evaluation; false when it was already evaluated (a second submit). */
    async claim(id: number, at: Date): Promise<boolean> {
      const { count } = await db.quizAttempt.updateMany({ where: { id, evaluatedAt: null }, data: { evaluatedAt: at } });
      return count === 1;
    },
    saveResult: (id: number, data: { timeSpent: number; totalScore: number; maxScore: number; percentage: number; passed: boolean; result: string }) =>
      db.quizAttempt.update({ where: { id }, data }),
    evaluatedAttempts: (userId: number) =>
      db.quizAttempt.findMany({ where: { userId, evaluatedAt: { not: null }, percentage: { not: null } }, orderBy: { evaluatedAt: 'desc' } }),
    countQuestions: () => db.quizQuestion.count(),
    createQuestions: (rows: NonNullable<Parameters<Db['quizQuestion']['createMany']>[0]>['data']) => db.quizQuestion.createMany({ data: rows }),
  };
}
export type QuizRepository = ReturnType<typeof createQuizRepository>;
