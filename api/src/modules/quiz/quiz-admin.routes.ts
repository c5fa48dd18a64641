import { Router } from 'express';
import { quizQuestionInputSchema } from '@app/contracts/quiz-questions';
import { adminOnly } from '../../lib/auth/guards';
import type { QuizAdminService } from './quiz-admin.service';
import type { QuizStatsService } from './quiz-stats.service';
import { parseId } from '../../lib/params';

/** Admin management of the question bank (spec 001 §7); admins only, 401 without a token. */
export function quizAdminRoutes(admin: QuizAdminService, stats: QuizStatsService) {
  const router = Router();
  router.get('/api/admin/quiz-questions', adminOnly(async (_req, res) => {
    res.json(await admin.list());
  }));
  router.post('/api/admin/quiz-questions', adminOnly(async (req, res) => {
    res.status(201).json(await admin.create(quizQuestionInputSchema.parse(req.body ?? {}), req.auth.userId));
  }));
  router.put('/api/admin/quiz-questions/:id', adminOnly(async (req, res) => {
    const id = parseId(req);
    res.json(await admin.update(id, quizQuestionInputSchema.parse(req.body ?? {}), req.auth.userId));
  }));
  router.delete('/api/admin/quiz-questions/:id', adminOnly(async (req, res) => {
    await admin.remove(parseId(req), req.auth.userId);
    res.status(204).end();
  }));
  router.patch('/api/admin/quiz-questions/:id/toggle', adminOnly(async (req, res) => {
    res.json(await admin.toggle(parseId(req), req.auth.userId));
  }));
  // A user's quiz results as the admin user screen reads them (spec 001 §7).
  router.get('/api/admin/quiz-results/:id', adminOnly(async (req, res) => {
    res.json(await stats.stats(parseId(req)));
  }));
  return router;
}
