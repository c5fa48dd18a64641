import { Router } from 'express';
import { z } from 'zod';
import { adminUserUpdateSchema } from '@app/contracts/admin';
import { requireAdmin } from '../../lib/auth/authenticate';
import type { UsersAdminService } from './users-admin.service';

const idParams = z.object({ id: z.string().regex(/^[1-9]\d{0,8}$/, 'errors.validation').transform(Number) });

/** Spec 001 §7 admin user endpoints; admins only (401 without a token, 403 for others). */
export function usersAdminRoutes(admin: UsersAdminService) {
  const router = Router();
  router.use('/api/admin/users', requireAdmin);
  router.get('/api/admin/users', async (_req, res) => {
    res.json(await admin.list());
  });
  router.put('/api/admin/users/:id', async (req, res) => {
    const { id } = idParams.parse(req.params);
    res.json(await admin.update(req.auth!.userId, id, adminUserUpdateSchema.parse(req.body ?? {})));
  });
  router.delete('/api/admin/users/:id', async (req, res) => {
    await admin.remove(req.auth!.userId, idParams.parse(req.params).id);
    res.status(204).end();
  });
  return router;
}
