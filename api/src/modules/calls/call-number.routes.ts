import { Router } from 'express';
import { authed } from '../../lib/auth/guards';
import type { CallNumberService } from './call-number.service';

export function callNumberRoutes(numbers: CallNumberService) {
  const router = Router();
  router.get('/api/calls/last-number', authed(async (req, res) => {
    res.json(await numbers.last(req.auth));
  }));
  return router;
}
