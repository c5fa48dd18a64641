import { Router } from 'express';
import { authed } from '../../lib/auth/guards';
import { requestLanguage } from '../../lib/i18n';
import type { DiscService } from './disc.service';
import { parseId } from '../../lib/params';

/** DISC: the assessment (saved for the signed-in user) and the AI inference from their own chats. */
export function discRoutes(service: DiscService) {
  const router = Router();
  router.post('/api/disc-assessments', authed(async (req, res) => {
    res.status(201).json(await service.save(req.auth, req.body, requestLanguage(req)));
  }));
  router.get('/api/users/:id/disc-assessments', authed(async (req, res) => {
    res.json(await service.list(req.auth, parseId(req), requestLanguage(req)));
  }));
  // The spec's body is {userId}; the user is always the caller (from the token). {apply: true} adopts the inference.
  router.post('/api/analyze-disc', authed(async (req, res) => {
    res.json(await service.analyze(req.auth, req.body, requestLanguage(req)));
  }));
  return router;
}
