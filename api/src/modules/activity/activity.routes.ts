import { Router } from 'express';
import { z } from 'zod';
import { requireAuth } from '../../lib/auth/authenticate';
import type { ActivityService } from './activity.service';

const params = z.object({ id: z.string().regex(/^[1-9]\d{0,8}$/, 'errors.validation').transform(Number) });

export function activityRoutes(service: ActivityService) {
  const router = Router();
  router.get('/api/users/:id/activity', requireAuth, async (req, res) => {
    res.json(await service.recent(req.auth, params.parse(req.params).id));
  });
  return router;
}
