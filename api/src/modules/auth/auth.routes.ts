import { Router, type Response } from 'express';
import { loginRequestSchema } from '@app/contracts/auth';
import { requireAuth, SESSION_COOKIE } from '../../lib/auth/authenticate';
import { translate, requestLanguage } from '../../lib/i18n';
import type { AuthService } from './auth.service';

export function setSessionCookie(res: Response, token: string, expiresAt: Date, secure: boolean) {
  res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, expires: expiresAt, path: '/' });
}

export function authRoutes(service: AuthService, opts: { secureCookies: boolean }) {
  const router = Router();

  router.post('/api/auth/login', async (req, res) => {
    const body = loginRequestSchema.parse(req.body);
    const result = await service.login(body, { userAgent: req.get('user-agent'), ip: req.ip });
    if ('requiresVerification' in result) {
      res.json({ requiresVerification: true, message: translate(requestLanguage(req), 'auth:verificationRequiredBody') });
      return;
    }
    setSessionCookie(res, result.token, result.expiresAt, opts.secureCookies);
    res.json({ token: result.token });
  });

  router.get('/api/auth/user', requireAuth, async (req, res) => {
    res.json(await service.currentUser(req.auth!.userId));
  });

  router.post('/api/auth/logout', requireAuth, async (req, res) => {
    await service.logout(req.auth!.sessionId);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    res.status(204).end();
  });

  return router;
}
