import { Router } from 'express';
import type { Health } from '@app/contracts/health';
import type { Db } from '../../lib/db';

export function healthRoutes(db: Db) {
  const router = Router();
  // Liveness: the process answers.
  router.get('/api/health', (_req, res) => {
    const health: Health = { status: 'ok', uptime: Math.round(process.uptime()) };
    res.json(health);
  });
  // Readiness: the database answers too.
  router.get('/api/ready', async (_req, res) => {
    try {
      await db.$queryRawUnsafe('SELECT 1');
      res.json({ status: 'ready', database: 'ok' });
    } catch {
      res.status(503).json({ status: 'unavailable', database: 'unreachable' });
    }
  });
  return router;
}
