import { Router } from 'express';
import { adminOnly } from '../../lib/auth/guards';
import { requestLanguage } from '../../lib/i18n';
import type { TrainingService } from './training.service';

/** POST /api/ai-training/upload-json (spec 001 §7): admins feed recordings to the AI. */
export function trainingRoutes(service: TrainingService) {
  const router = Router();
  router.post('/api/ai-training/upload-json', adminOnly(async (req, res) => {
    res.json(await service.upload(req.auth.userId, req.body, requestLanguage(req)));
  }));
  return router;
}
