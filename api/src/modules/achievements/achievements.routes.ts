import { Router } from 'express';
import { authed } from '../../lib/auth/guards';
import { requestLanguage } from '../../lib/i18n';
import type { AchievementsService } from './achievements.service';
import { parseId } from '../../lib/params';

export function achievementsRoutes(service: AchievementsService) {
  const router = Router();
  router.get('/api/users/:id/achievements', authed(async (req, res) => {
    res.json(await service.list(req.auth, parseId(req), requestLanguage(req)));
  }));
  return router;
}
