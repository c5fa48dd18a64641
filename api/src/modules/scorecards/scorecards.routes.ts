import { Router } from 'express';
import { z } from 'zod';
import { scoreTranscriptBodySchema } from '@app/contracts/scorecards';
import { requireAuth } from '../../lib/auth/authenticate';
import { authed } from '../../lib/auth/guards';
import { requestLanguage } from '../../lib/i18n';
import { parseId } from '../../lib/params';
import type { RateLimiter, UserLimit } from '../../lib/rate-limit';
import type { ScorecardsService } from './scorecards.service';

const scenarioParams = z.object({ scenarioId: z.string().min(1).max(100) });

/**
 * Scorecards: any signed-in user reads a scenario's card and scores a pasted conversation; a
 * session's card is its owner's (or an admin's); a user's medals are theirs (or an admin's).
 */
export interface ScorecardLimits {
  limiter: RateLimiter;
  /** Pasted conversations scored per user: with the openai provider each one is a model call. */
  scores: UserLimit;
}

export function scorecardsRoutes(service: ScorecardsService, limits: ScorecardLimits) {
  const router = Router();
  const scoreLimit = limits.limiter.perUser('score-transcript', limits.scores, { messageKey: 'scorecard:errors.tooManyScores' });
  router.get('/api/scenarios/:scenarioId/scorecard', authed(async (req, res) => {
    const { scenarioId } = scenarioParams.parse(req.params);
    res.json(await service.scenarioCard(scenarioId, requestLanguage(req)));
  }));
  router.get('/api/sessions/:id/scorecard', authed(async (req, res) => {
    res.json(await service.sessionCard(req.auth, parseId(req)));
  }));
  router.post('/api/scorecards/score-transcript', requireAuth, scoreLimit, authed(async (req, res) => {
    res.json(await service.scoreTranscript(scoreTranscriptBodySchema.parse(req.body ?? {}), requestLanguage(req)));
  }));
  router.get('/api/users/:id/medals', authed(async (req, res) => {
    res.json(await service.medals(req.auth, parseId(req), requestLanguage(req)));
  }));
  return router;
}
