import { Router } from 'express';
import { z } from 'zod';
import { requireAuth } from '../../lib/auth/authenticate';
import { requestLanguage } from '../../lib/i18n';
import type { AchievementsService } from './achievements.service';

const params = z.object({ id: z.string().regex(/^[1-9]\d{0,8}$/, 'errors.validation').transform(Number) });

export function achievementsRoutes(service: AchievementsService) {
  const router = Router();
  router.get('/api/users/:id/achievements', requireAuth, async (req, res) => {
    res.json(await service.list(req.auth, params.parse(req.params).id, requestLanguage(req)));
  });
  return router;
}
