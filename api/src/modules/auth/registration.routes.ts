import { Router, type RequestHandler } from 'express';
import { registerRequestSchema, resendVerificationRequestSchema, verifyEmailQuerySchema } from '@app/contracts/auth';
import { translate } from '../../lib/i18n';
import type { RegistrationService } from './registration.service';
import { requestContext } from './request-context';
import { setSessionCookie } from './session-cookie';

interface Options {
  publicUrl: string | undefined;
  secureCookies: boolean;
  registerLimits: RequestHandler[];
  resendLimits: RequestHandler[];
}

export function registrationRoutes(service: RegistrationService, opts: Options) {
  const router = Router();

  // Spec 000 §7: the answer is a token; the new account is signed in, verified or not.
  router.post('/api/auth/register', ...opts.registerLimits, async (req, res) => {
    const body = registerRequestSchema.parse(req.body);
    const ctx = requestContext(req, opts.publicUrl);
    const session = await service.register(body, ctx);
    setSessionCookie(res, session.token, session.expiresAt, opts.secureCookies);
    res.status(201).json({ token: session.token, message: translate(ctx.lang, 'account:server.registered') });
  });

  // Confirms the address only: a link opened from another site must not sign the visitor in
  // (login CSRF); whoever is not signed in on this device signs in next.
  router.get('/api/auth/verify-email', async (req, res) => {
    const { token } = verifyEmailQuerySchema.parse(req.query);
    const ctx = requestContext(req, opts.publicUrl);
    await service.verifyEmail(token);
    res.json({ message: translate(ctx.lang, 'auth:server.verified') });
  });

  router.post('/api/auth/resend-verification', ...opts.resendLimits, async (req, res) => {
    const { email } = resendVerificationRequestSchema.parse(req.body);
    const ctx = requestContext(req, opts.publicUrl);
    await service.resendVerification(email, ctx);
    res.json({ message: translate(ctx.lang, 'auth:server.resendSent') });
  });

  return router;
}
