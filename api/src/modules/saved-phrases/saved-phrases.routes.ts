import { Router } from 'express';
import { authed } from '../../lib/auth/guards';
import { parseId } from '../../lib/params';
import type { SavedPhrasesService } from './saved-phrases.service';

export function savedPhrasesRoutes(service: SavedPhrasesService) {
  const router = Router();
  router.get('/api/saved-phrases', authed(async (req, res) => {
    res.json(await service.list(req.auth.userId));
  }));
  router.post('/api/saved-phrases', authed(async (req, res) => {
    res.status(201).json(await service.save(req.auth.userId, req.body));
  }));
  router.delete('/api/saved-phrases/:id', authed(async (req, res) => {
    await service.remove(req.auth.userId, parseId(req));
    res.status(204).end();
  }));
  return router;
}
