import { Router } from 'express';
import { z } from 'zod';
import { requireAuth } from '../../lib/auth/authenticate';
import type { NotificationsService } from './notifications.service';

const idParams = z.object({ id: z.string().regex(/^[1-9]\d{0,9}$/, 'errors.validation').transform(Number) });

/** Always the signed-in user's own notifications: the id in a path is a notification's, never a user's. */
export function notificationsRoutes(service: NotificationsService) {
  const router = Router();
  router.get('/api/notifications', requireAuth, async (req, res) => {
    res.json(await service.list(req.auth!.userId));
  });
  router.post('/api/notifications/read-all', requireAuth, async (req, res) => {
    await service.readAll(req.auth!.userId);
    res.status(204).end();
  });
  router.post('/api/notifications/:id/dismiss', requireAuth, async (req, res) => {
    await service.dismiss(req.auth!.userId, idParams.parse(req.params).id);
    res.status(204).end();
  });
  return router;
}
