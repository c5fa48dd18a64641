import { Router } from 'express';
import { savedPhraseInputSchema, type SavedPhrase } from '@app/contracts/saved-phrases';
import { requireAuth } from '../../lib/auth/authenticate';
import type { Db } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { parseId } from '../../lib/params';

const LIMIT = 200;

const toDto = (row: { id: number; text: string; source: string; createdAt: Date }): SavedPhrase => ({ id: row.id, text: row.text, source: row.source, createdAt: row.createdAt.toISOString() });

/** "My phrases": suggestions a user saved from their chat feedback; each user sees and removes only their own. */
export function savedPhrasesRoutes(db: Db) {
  const router = Router();
  router.get('/api/saved-phrases', requireAuth, async (req, res) => {
    const rows = await db.savedPhrase.findMany({ where: { userId: req.auth!.userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: LIMIT });
    res.json(rows.map(toDto));
  });
  router.post('/api/saved-phrases', requireAuth, async (req, res) => {
    const parsed = savedPhraseInputSchema.safeParse(req.body);
    if (!parsed.success) throw new AppError('validation', 400, 'coaching:errors.invalidSavedPhrase');
    const { text, source } = parsed.data;
    const userId = req.auth!.userId;
    // Saving the same suggestion twice keeps one copy and answers it.
    const row = await db.savedPhrase.upsert({ where: { userId_source_text: { userId, source, text } }, create: { userId, source, text }, update: {} });
    res.status(201).json(toDto(row));
  });
  router.delete('/api/saved-phrases/:id', requireAuth, async (req, res) => {
    const { count } = await db.savedPhrase.deleteMany({ where: { id: parseId(req), userId: req.auth!.userId } });
    if (count === 0) throw new AppError('notFound', 404);
    res.status(204).end();
  });
  return router;
}
