import { Router } from 'express';
import { adminUserUpdateSchema } from '@app/contracts/admin';
import { adminOnly } from '../../lib/auth/guards';
import type { UsersAdminService } from './users-admin.service';
import { parseId } from '../../lib/params';

/** Spec 001 §7 admin user endpoints; admins only (401 without a token, 403 for others). */
export function usersAdminRoutes(admin: UsersAdminService) {
  const router = Router();
  router.get('/api/admin/users', adminOnly(async (_req, res) => {
    res.json(await admin.list());
  }));
  router.put('/api/admin/users/:id', adminOnly(async (req, res) => {
    const id = parseId(req);
    res.json(await admin.update(req.auth.userId, id, adminUserUpdateSchema.parse(req.body ?? {})));
  }));
  router.delete('/api/admin/users/:id', adminOnly(async (req, res) => {
    await admin.remove(req.auth.userId, parseId(req));
    res.status(204).end();
  }));
  return router;
}
