import { Router } from 'express';
import { storedRecordingsQuerySchema } from '@app/contracts/training';
import { adminOnly } from '../../lib/auth/guards';
import { requestLanguage } from '../../lib/i18n';
import type { TrainingService } from './training.service';

/**
 * POST /api/ai-training/upload-json (spec 001 §7): admins feed recordings to the AI.
 * GET /api/ai-training/recordings (issue 24): admins read them back, a page at a time, to score them.
 */
export function trainingRoutes(service: TrainingService) {
  const router = Router();
  router.post('/api/ai-training/upload-json', adminOnly(async (req, res) => {
    res.json(await service.upload(req.auth.userId, req.body, requestLanguage(req)));
  }));
  router.get('/api/ai-training/recordings', adminOnly(async (req, res) => {
    res.json(await service.list(storedRecordingsQuerySchema.parse(req.query)));
  }));
  return router;
}
