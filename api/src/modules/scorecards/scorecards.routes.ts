import { Router } from 'express';
import { z } from 'zod';
import { authed } from '../../lib/auth/guards';
import { requestLanguage } from '../../lib/i18n';
import { parseId } from '../../lib/params';
import type { ScorecardsService } from './scorecards.service';

const scenarioParams = z.object({ scenarioId: z.string().min(1).max(100) });

/** Scorecards: any signed-in user reads a scenario's card; a session's card is its owner's (or an admin's). */
export function scorecardsRoutes(service: ScorecardsService) {
  const router = Router();
  router.get('/api/scenarios/:scenarioId/scorecard', authed(async (req, res) => {
    const { scenarioId } = scenarioParams.parse(req.params);
    res.json(await service.scenarioCard(scenarioId, requestLanguage(req)));
  }));
  router.get('/api/sessions/:id/scorecard', authed(async (req, res) => {
    res.json(await service.sessionCard(req.auth, parseId(req)));
  }));
  return router;
}
