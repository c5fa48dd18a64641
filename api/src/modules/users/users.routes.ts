import { Router } from 'express';
import { authed } from '../../lib/auth/guards';
import type { UsersService } from './users.service';
import { parseId } from '../../lib/params';

export function usersRoutes(service: UsersService) {
  const router = Router();
  router.get('/api/user/:id', authed(async (req, res) => {
    const id = parseId(req);
    res.json(await service.summary(req.auth, id));
  }));
  return router;
}
