import type { Db } from '../../lib/db';

/** Admin writes to the question table (the quiz module owns it). */
export function createQuizAdminRepository(db: Db) {
  return {
    list: () => db.quizQuestion.findMany({ orderBy: [{ category: 'asc' }, { questionId: 'asc' }] }),
    find: (id: number) => db.quizQuestion.findUnique({ where: { id } }),
    idsWithPrefix: (prefix: string) => db.quizQuestion.findMany({ where: { questionId: { startsWith: prefix } }, select: { questionId: true } }),
    create: (data: Parameters<Db['quizQuestion']['create']>[0]['data']) => db.quizQuestion.create({ data }),
    update: (id: number, data: Parameters<Db['quizQuestion']['update']>[0]['data']) => db.quizQuestion.update({ where: { id }, data }),
    remove: (id: number) => db.quizQuestion.delete({ where: { id } }),
  };
}
export type QuizAdminRepository = ReturnType<typeof createQuizAdminRepository>;
