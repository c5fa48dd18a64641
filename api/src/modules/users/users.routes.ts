import { Router } from 'express';
import { z } from 'zod';
import { requireAuth } from '../../lib/auth/authenticate';
import type { Db } from '../../lib/db';
import { createUsersRepository } from './users.repository';
import { createUsersService } from './users.service';

const userIdParams = z.object({ id: z.string().regex(/^[1-9]\d{0,8}$/, 'errors.validation').transform(Number) });

export function usersRoutes(db: Db) {
  const service = createUsersService(createUsersRepository(db));
  const router = Router();
  router.get('/api/user/:id', requireAuth, async (req, res) => {
    const { id } = userIdParams.parse(req.params);
    res.json(await service.summary(req.auth, id));
  });
  return router;
}
