import { Router } from 'express';
import { requireAuth } from '../../lib/auth/authenticate';
import type { CallNumberService } from './call-number.service';

export function callNumberRoutes(numbers: CallNumberService) {
  const router = Router();
  router.get('/api/calls/last-number', requireAuth, async (req, res) => {
    res.json(await numbers.last(req.auth!));
  });
  return router;
}
