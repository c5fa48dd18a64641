import { Router } from 'express';
import { adminOnly } from '../../lib/auth/guards';
import type { AnalyticsService } from './analytics.service';

/** GET /api/knowledge-base/analytics: the knowledge base's Analytics tab, admins only. */
export function knowledgeAnalyticsRoutes(service: AnalyticsService) {
  const router = Router();
  router.get('/api/knowledge-base/analytics', adminOnly(async (_req, res) => {
    res.json(await service.summary());
  }));
  return router;
}
