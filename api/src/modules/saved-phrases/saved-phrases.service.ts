import { savedPhraseInputSchema, type SavedPhrase } from '@app/contracts/saved-phrases';
import { AppError } from '../../lib/errors';
import type { SavedPhrasesRepository } from './saved-phrases.repository';

const LIMIT = 200;

const toDto = (row: { id: number; text: string; source: string; createdAt: Date }): SavedPhrase => ({ id: row.id, text: row.text, source: row.source, createdAt: row.createdAt.toISOString() });

/** "My phrases": suggestions a user saved from their chat feedback; each user sees and removes only their own. */
export function createSavedPhrasesService(repo: SavedPhrasesRepository) {
  return {
    list: async (userId: number) => (await repo.listNewest(userId, LIMIT)).map(toDto),

    async save(userId: number, body: unknown): Promise<SavedPhrase> {
      const parsed = savedPhraseInputSchema.safeParse(body);
      if (!parsed.success) throw new AppError('validation', 400, 'coaching:errors.invalidSavedPhrase');
      return toDto(await repo.keep(userId, parsed.data.source, parsed.data.text));
    },

    async remove(userId: number, id: number): Promise<void> {
      if ((await repo.remove(userId, id)) === 0) throw new AppError('notFound', 404);
    },
  };
}

export type SavedPhrasesService = ReturnType<typeof createSavedPhrasesService>;
