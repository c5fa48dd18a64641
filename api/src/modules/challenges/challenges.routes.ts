import { Router } from 'express';
import { requireAuth } from '../../lib/auth/authenticate';
import type { Db } from '../../lib/db';
import { requestLanguage } from '../../lib/i18n';
import { createChallengesRepository } from './challenges.repository';
import { createChallengesService } from './challenges.service';

export function challengesRoutes(db: Db) {
  const service = createChallengesService(createChallengesRepository(db));
  const router = Router();
  router.get('/api/challenges', requireAuth, async (req, res) => {
    res.json(await service.listActive(requestLanguage(req)));
  });
  return router;
}
