import { Router } from 'express';
import { requireAuth } from '../../lib/auth/authenticate';
import type { Db } from '../../lib/db';
import { createUsersRepository } from './users.repository';
import { createUsersService } from './users.service';
import { parseId } from '../../lib/params';

export function usersRoutes(db: Db) {
  const service = createUsersService(createUsersRepository(db));
  const router = Router();
  router.get('/api/user/:id', requireAuth, async (req, res) => {
    const id = parseId(req);
    res.json(await service.summary(req.auth, id));
  });
  return router;
}
