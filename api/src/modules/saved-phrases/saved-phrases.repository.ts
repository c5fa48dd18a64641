import { isUniqueViolation } from '../../lib/db-errors';
import type { Db } from '../../lib/db';

export function createSavedPhrasesRepository(db: Db) {
  return {
    /** The user's rows, for their data export. */
    listForExport: (userId: number) => db.savedPhrase.findMany({ where: { userId }, orderBy: { id: 'asc' } }),
    listNewest: (userId: number, take: number) =>
      db.savedPhrase.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take }),

    /**
     * Saving the same phrase twice keeps one copy and answers it. Two saves at once can both miss
     * the row; the unique index lets one insert win and the other reads what it stored.
     */
    async keep(userId: number, source: string, text: string) {
      const where = { userId_source_text: { userId, source, text } };
      try {
        return await db.savedPhrase.upsert({ where, create: { userId, source, text }, update: {} });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        return db.savedPhrase.findUniqueOrThrow({ where });
      }
    },

    /** How many rows went: 0 when the phrase is not the user's (or does not exist). */
    async remove(userId: number, id: number): Promise<number> {
      const { count } = await db.savedPhrase.deleteMany({ where: { id, userId } });
      return count;
    },
  };
}

export type SavedPhrasesRepository = ReturnType<typeof createSavedPhrasesRepository>;
