import { serialized, type Db } from '../../lib/db';

function on(db: Db) {
  return {
    list: () => db.quizQuestion.findMany({ orderBy: [{ category: 'asc' }, { questionId: 'asc' }] }),
    find: (id: number) => db.quizQuestion.findUnique({ where: { id } }),
    idsWithPrefix: (prefix: string) => db.quizQuestion.findMany({ where: { questionId: { startsWith: prefix } }, select: { questionId: true } }),
    create: (data: Parameters<Db['quizQuestion']['create']>[0]['data']) => db.quizQuestion.create({ data }),
    update: (id: number, data: Parameters<Db['quizQuestion']['update']>[0]['data']) => db.quizQuestion.update({ where: { id }, data }),
    /** False when the question was already gone. */
    remove: async (id: number) => (await db.quizQuestion.deleteMany({ where: { id } })).count === 1,
  };
}
export type QuizAdminReads = ReturnType<typeof on>;

/** Admin writes to the question table (the quiz module owns it). */
export function createQuizAdminRepository(db: Db) {
  return {
    ...on(db),
    /**
     * Runs `fn` in a transaction that writers of the same key take one at a time: "the next free
     * display id" (one key for creates) or one question's read-then-write (toggle, update, delete).
     */
    oneAtATime: <T>(key: string, fn: (repo: QuizAdminReads) => Promise<T>) => serialized(db, `quiz-admin:${key}`, (tx) => fn(on(tx))),
  };
}
export type QuizAdminRepository = ReturnType<typeof createQuizAdminRepository>;
