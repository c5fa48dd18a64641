import type { Db } from '../../lib/db';

export function createSavedPhrasesRepository(db: Db) {
  return {
    /** The user's rows, for their data export. */
    listForExport: (userId: number) => db.savedPhrase.findMany({ where: { userId }, orderBy: { id: 'asc' } }),
    listNewest: (userId: number, take: number) =>
      db.savedPhrase.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take }),

    /** Saving the same phrase twice keeps one copy and answers it. */
    keep: (userId: number, source: string, text: string) =>
      db.savedPhrase.upsert({ where: { userId_source_text: { userId, source, text } }, create: { userId, source, text }, update: {} }),

    /** How many rows went: 0 when the phrase is not the user's (or does not exist). */
    async remove(userId: number, id: number): Promise<number> {
      const { count } = await db.savedPhrase.deleteMany({ where: { id, userId } });
      return count;
    },
  };
}

export type SavedPhrasesRepository = ReturnType<typeof createSavedPhrasesRepository>;
