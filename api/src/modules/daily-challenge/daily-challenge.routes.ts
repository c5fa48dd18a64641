import { Router } from 'express';
import { z } from 'zod';
import { authed } from '../../lib/auth/guards';
import { requestLanguage } from '../../lib/i18n';
import type { DailyChallengeService } from './daily-challenge.service';
import { parseId } from '../../lib/params';

const query = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'errors.validation').optional() });

export function dailyChallengeRoutes(service: DailyChallengeService) {
  const router = Router();
  router.get('/api/users/:id/daily-challenge', authed(async (req, res) => {
    const id = parseId(req);
    const { day } = query.parse(req.query);
    res.json(await service.forUser(req.auth, id, day, requestLanguage(req)));
  }));
  return router;
}
