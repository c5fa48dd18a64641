import type { Request } from 'express';
import { requestLanguage } from '../../lib/i18n';
import type { RequestContext } from './registration.service';

/**
 * Links in e-mails point at PUBLIC_URL when configured (set it in production: Origin and Host are
 * the caller's to choose). Without it, at the page the request came from (right behind the dev
 * server's proxy too), else at the host the request came to.
 */
export function requestContext(req: Request, publicUrl: string | undefined): RequestContext {
  const origin = req.get('origin');
  const fromRequest = origin && /^https?:\/\/[^/]+$/.test(origin) ? origin : `${req.protocol}://${req.get('host')}`;
  return {
    lang: requestLanguage(req),
    appUrl: (publicUrl ?? fromRequest).replace(/\/+$/, ''),
    meta: { userAgent: req.get('user-agent'), ip: req.ip },
  };
}
