import { Router } from 'express';
import { requireAdmin } from '../../lib/auth/authenticate';
import type { AnalyticsService } from './analytics.service';

/** GET /api/knowledge-base/analytics: the knowledge base's Analytics tab, admins only. */
export function knowledgeAnalyticsRoutes(service: AnalyticsService) {
  const router = Router();
  router.get('/api/knowledge-base/analytics', requireAdmin, async (_req, res) => {
    res.json(await service.summary());
  });
  return router;
}
