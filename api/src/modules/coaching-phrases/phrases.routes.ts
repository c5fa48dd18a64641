import { Router } from 'express';
import { adminOnly, authed } from '../../lib/auth/guards';
import { requestLanguage } from '../../lib/i18n';
import type { PhrasesService } from './phrases.service';
import { parseId } from '../../lib/params';

/** The coach's phrase bank: every signed-in user reads it in their language; admins edit it. */
export function coachingPhrasesRoutes(service: PhrasesService) {
  const router = Router();
  router.get('/api/coaching-phrases', authed(async (req, res) => {
    const all = req.auth?.role === 'admin' && req.query.all === 'true';
    res.json(await service.list(requestLanguage(req), all));
  }));
  router.post('/api/coaching-phrases', adminOnly(async (req, res) => {
    res.status(201).json(await service.create(req.auth.userId, req.body, requestLanguage(req)));
  }));
  router.put('/api/coaching-phrases/:id', adminOnly(async (req, res) => {
    res.json(await service.update(req.auth.userId, parseId(req), req.body, requestLanguage(req)));
  }));
  router.delete('/api/coaching-phrases/:id', adminOnly(async (req, res) => {
    await service.remove(req.auth.userId, parseId(req));
    res.status(204).end();
  }));
  return router;
}
