import { Router } from 'express';
import { z } from 'zod';
import { quizQuestionInputSchema } from '@app/contracts/quiz-questions';
import { requireAdmin } from '../../lib/auth/authenticate';
import type { QuizAdminService } from './quiz-admin.service';
import type { QuizStatsService } from './quiz-stats.service';

const idParams = z.object({ id: z.string().regex(/^[1-9]\d{0,8}$/, 'errors.validation').transform(Number) });

/** Admin management of the question bank (spec 001 §7); admins only, 401 without a token. */
export function quizAdminRoutes(admin: QuizAdminService, stats: QuizStatsService) {
  const router = Router();
  router.use('/api/admin/quiz-questions', requireAdmin);

  router.get('/api/admin/quiz-questions', async (_req, res) => {
    res.json(await admin.list());
  });
  router.post('/api/admin/quiz-questions', async (req, res) => {
    res.status(201).json(await admin.create(quizQuestionInputSchema.parse(req.body ?? {}), req.auth!.userId));
  });
  router.put('/api/admin/quiz-questions/:id', async (req, res) => {
    const { id } = idParams.parse(req.params);
    res.json(await admin.update(id, quizQuestionInputSchema.parse(req.body ?? {}), req.auth!.userId));
  });
  router.delete('/api/admin/quiz-questions/:id', async (req, res) => {
    await admin.remove(idParams.parse(req.params).id, req.auth!.userId);
    res.status(204).end();
  });
  router.patch('/api/admin/quiz-questions/:id/toggle', async (req, res) => {
    res.json(await admin.toggle(idParams.parse(req.params).id, req.auth!.userId));
  });
  // A user's quiz results as the admin user screen reads them (spec 001 §7).
  router.get('/api/admin/quiz-results/:id', requireAdmin, async (req, res) => {
    res.json(await stats.stats(idParams.parse(req.params).id));
  });
  return router;
}
