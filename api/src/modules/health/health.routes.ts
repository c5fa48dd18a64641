import { Router } from 'express';
import type { Capabilities, Health } from '@app/contracts/health';
import type { HealthRepository } from './health.repository';

export interface HealthDeps {
  repo: HealthRepository;
  /** The committed migrations this build expects (folder names). */
  expectedMigrations: () => string[];
  /** true once shutdown began: a load balancer should stop sending new requests here. */
  draining: () => boolean;
  capabilities: Capabilities;
}

export function healthRoutes({ repo, expectedMigrations, draining, capabilities }: HealthDeps) {
  const router = Router();
  // Once every expected migration was seen applied, it stays so: a probe then costs one SELECT 1.
  let migrated = false;

  // Liveness: the process answers.
  router.get('/api/health', (_req, res) => {
    const health: Health = { status: 'ok', uptime: Math.round(process.uptime()), capabilities };
    res.json(health);
  });

  // Readiness: not draining, the database answers, and its schema is this build's.
  router.get('/api/ready', async (_req, res) => {
    if (draining()) {
      res.status(503).json({ status: 'draining', database: 'unchecked' });
      return;
    }
    try {
      await repo.ping();
    } catch {
      res.status(503).json({ status: 'unavailable', database: 'unreachable' });
      return;
    }
    if (!migrated) {
      const applied = await repo.appliedMigrations().catch(() => new Set<string>());
      const pending = expectedMigrations().filter((name) => !applied.has(name));
      if (pending.length) {
        res.status(503).json({ status: 'unavailable', database: 'not migrated', pending });
        return;
      }
      migrated = true;
    }
    res.json({ status: 'ready', database: 'ok' });
  });
  return router;
}
