import { Router } from 'express';
import { authed } from '../../lib/auth/guards';
import type { ActivityService } from './activity.service';
import { parseId } from '../../lib/params';
import { requestLanguage } from '../../lib/i18n';

export function activityRoutes(service: ActivityService) {
  const router = Router();
  router.get('/api/users/:id/activity', authed(async (req, res) => {
    res.json(await service.recent(req.auth, parseId(req), requestLanguage(req)));
  }));
  return router;
}
