import { Router } from 'express';
import { authed } from '../../lib/auth/guards';
import type { NotificationsService } from './notifications.service';
import { parseId } from '../../lib/params';
import { requestLanguage } from '../../lib/i18n';

/** Always the signed-in user's own notifications: the id in a path is a notification's, never a user's. */
export function notificationsRoutes(service: NotificationsService) {
  const router = Router();
  router.get('/api/notifications', authed(async (req, res) => {
    res.json(await service.list(req.auth.userId, requestLanguage(req)));
  }));
  router.post('/api/notifications/read-all', authed(async (req, res) => {
    await service.readAll(req.auth.userId);
    res.status(204).end();
  }));
  router.post('/api/notifications/clear-all', authed(async (req, res) => {
    await service.clearAll(req.auth.userId);
    res.status(204).end();
  }));
  router.post('/api/notifications/:id/dismiss', authed(async (req, res) => {
    await service.dismiss(req.auth.userId, parseId(req));
    res.status(204).end();
  }));
  return router;
}
