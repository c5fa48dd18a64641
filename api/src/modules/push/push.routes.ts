import { Router } from 'express';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '@app/contracts/push';
import { authed, verifiedOnly } from '../../lib/auth/guards';
import type { PushService } from './push.service';

export function pushRoutes(service: PushService) {
  const router = Router();
  router.get('/api/push/public-key', (_req, res) => {
    res.json({ publicKey: service.publicKey() });
  });
  router.get('/api/push/subscriptions', authed(async (req, res) => {
    res.json(await service.status(req.auth.userId));
  }));
  router.post('/api/push/subscriptions', verifiedOnly(async (req, res) => {
    await service.subscribe(req.auth.userId, pushSubscriptionSchema.parse(req.body));
    res.status(204).end();
  }));
  router.post('/api/push/subscriptions/remove', authed(async (req, res) => {
    await service.unsubscribe(req.auth.userId, pushUnsubscribeSchema.parse(req.body).endpoint);
    res.status(204).end();
  }));
  return router;
}
