import { Router } from 'express';
import { adminOnly, authed } from '../../lib/auth/guards';
import { requestLanguage } from '../../lib/i18n';
import type { ChallengesService } from './challenges.service';
import type { ScenariosService } from './scenarios.service';
import { parseId } from '../../lib/params';

/** Challenges for every agent to play; the same rows as knowledge-base scenarios for admins to manage. */
export function challengesRoutes(service: ChallengesService, scenarios: ScenariosService) {
  const router = Router();
  router.get('/api/challenges', authed(async (req, res) => {
    res.json(await service.listActive(requestLanguage(req)));
  }));
  router.get('/api/scenarios', adminOnly(async (_req, res) => {
    res.json(await scenarios.list());
  }));
  router.post('/api/scenarios', adminOnly(async (req, res) => {
    res.status(201).json(await scenarios.create(req.auth.userId, req.body));
  }));
  router.put('/api/scenarios/:id', adminOnly(async (req, res) => {
    res.json(await scenarios.update(req.auth.userId, parseId(req), req.body));
  }));
  router.delete('/api/scenarios/:id', adminOnly(async (req, res) => {
    await scenarios.remove(req.auth.userId, parseId(req));
    res.status(204).end();
  }));
  return router;
}
