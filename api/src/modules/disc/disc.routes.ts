import { Router } from 'express';
import { requireAuth } from '../../lib/auth/authenticate';
import type { Db } from '../../lib/db';
import type { EventBus } from '../../lib/events';
import { requestLanguage } from '../../lib/i18n';
import type { AiEngine } from '../ai/ai-engine';
import { createDiscRepository } from './disc.repository';
import { createDiscService } from './disc.service';
import { parseId } from '../../lib/params';

/** DISC: the assessment (saved for the signed-in user) and the AI inference from their own chats. */
export function discRoutes({ db, ai, events }: { db: Db; ai: Pick<AiEngine, 'inferDisc'>; events: Pick<EventBus, 'emit'> }) {
  const service = createDiscService(createDiscRepository(db), { ai, events });
  const router = Router();
  router.post('/api/disc-assessments', requireAuth, async (req, res) => {
    res.status(201).json(await service.save(req.auth!, req.body, requestLanguage(req)));
  });
  router.get('/api/users/:id/disc-assessments', requireAuth, async (req, res) => {
    res.json(await service.list(req.auth, parseId(req), requestLanguage(req)));
  });
  // The spec's body is {userId}; the user is always the caller (from the token).
  router.post('/api/analyze-disc', requireAuth, async (req, res) => {
    res.json(await service.analyze(req.auth!, requestLanguage(req)));
  });
  return router;
}
