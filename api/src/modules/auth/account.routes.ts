import { Router, type RequestHandler } from 'express';
import { deleteAccountRequestSchema } from '@app/contracts/account';
import { requireAuth } from '../../lib/auth/authenticate';
import { authed } from '../../lib/auth/guards';
import type { AccountService } from './account.service';
import { clearSessionCookie } from './session-cookie';

export function accountRoutes(service: AccountService, opts: { secureCookies: boolean; deleteLimits: RequestHandler[] }) {
  const router = Router();

  router.get('/api/auth/account/export', authed(async (req, res) => {
    const data = await service.exportData(req.auth.userId);
    res.set('Cache-Control', 'no-store');
    res.attachment(`estate-coach-data-${new Date().toISOString().slice(0, 10)}.json`);
    res.json(data);
  }));

  router.delete('/api/auth/account', requireAuth, ...opts.deleteLimits, authed(async (req, res) => {
    await service.deleteAccount(req.auth.userId, deleteAccountRequestSchema.parse(req.body));
    clearSessionCookie(res, opts.secureCookies);
    res.status(204).end();
  }));

  return router;
}
