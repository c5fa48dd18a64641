import { Router } from 'express';
import { z } from 'zod';
import { AUDIT_ENTITIES } from '@app/contracts/admin';
import { adminOnly } from '../../lib/auth/guards';
import type { AuditService } from './audit.service';
import { requestLanguage } from '../../lib/i18n';

const query = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  entity: z.enum(AUDIT_ENTITIES).optional(),
});

/** GET /api/admin/audit-log: the latest admin writes, newest first; admins only. */
export function auditRoutes(audit: AuditService) {
  const router = Router();
  router.get('/api/admin/audit-log', adminOnly(async (req, res) => {
    const { limit, entity } = query.parse(req.query);
    res.json(await audit.list(limit, entity, requestLanguage(req)));
  }));
  return router;
}
