import { Router, type RequestHandler } from 'express';
import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '@app/contracts/account';
import { requestLanguage, translate } from '../../lib/i18n';
import type { PasswordResetService } from './password-reset.service';
import { ownAppUrl } from './request-context';

interface Options {
  publicUrl: string | undefined;
  forgotLimits: RequestHandler[];
  resetLimits: RequestHandler[];
}

export function passwordResetRoutes(service: PasswordResetService, opts: Options) {
  const router = Router();

  router.post('/api/auth/forgot-password', ...opts.forgotLimits, async (req, res) => {
    const body = forgotPasswordRequestSchema.parse(req.body);
    await service.requestReset(body, ownAppUrl(req, opts.publicUrl));
    res.json({ message: translate(requestLanguage(req), 'account:server.resetSent') });
  });

  router.post('/api/auth/reset-password', ...opts.resetLimits, async (req, res) => {
    const body = resetPasswordRequestSchema.parse(req.body);
    await service.reset(body);
    res.json({ message: translate(requestLanguage(req), 'account:server.passwordReset') });
  });

  return router;
}
