import { Router, type RequestHandler } from 'express';
import { loginRequestSchema } from '@app/contracts/auth';
import { authed } from '../../lib/auth/guards';
import { sendCachedJson } from '../../lib/cached-json';
import { translate, requestLanguage } from '../../lib/i18n';
import type { AuthService } from './auth.service';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

export function sessionRoutes(service: AuthService, opts: { secureCookies: boolean; loginLimits: RequestHandler[] }) {
  const router = Router();
  const meta = (req: { get(name: string): string | undefined; ip?: string }) => ({ userAgent: req.get('user-agent'), ip: req.ip });

  router.post('/api/auth/login', ...opts.loginLimits, async (req, res) => {
    const body = loginRequestSchema.parse(req.body);
    const result = await service.login(body, meta(req));
    if ('requiresVerification' in result) {
      res.json({ requiresVerification: true, message: translate(requestLanguage(req), 'auth:verificationRequiredBody') });
      return;
    }
    setSessionCookie(res, result.token, result.expiresAt, opts.secureCookies);
    res.json({ token: result.token });
  });

  router.get('/api/auth/user', authed(async (req, res) => {
    sendCachedJson(req, res, await service.currentUser(req.auth.userId));
  }));

  router.post('/api/auth/refresh', authed(async (req, res) => {
    const result = await service.renew(req.auth.userId, req.auth.sessionId, meta(req));
    setSessionCookie(res, result.token, result.expiresAt, opts.secureCookies);
    res.json({ token: result.token });
  }));

  router.post('/api/auth/logout', authed(async (req, res) => {
    await service.logout(req.auth.sessionId);
    clearSessionCookie(res, opts.secureCookies);
    res.status(204).end();
  }));

  return router;
}
