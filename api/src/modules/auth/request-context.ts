import type { Request } from 'express';
import { requestLanguage } from '../../lib/i18n';
import type { RequestContext } from './registration.service';

/**
 * The app's address for links in e-mails: PUBLIC_URL when configured (set it in production),
 * otherwise the address this server itself answers on. Never Origin, Host or X-Forwarded-*: those
 * are the caller's to choose, and a link to the caller's site would hand them the mailed token.
 */
export function ownAppUrl(req: Pick<Request, 'socket'>, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const { localAddress, localPort } = req.socket;
  const address = (localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  // On this machine (development, tests) the loopback address is "localhost", the name browsers use.
  const loopback = address === '::1' || address.startsWith('127.');
  const host = loopback ? 'localhost' : address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${localPort ?? 80}`;
}

export function requestContext(req: Request, publicUrl: string | undefined): RequestContext {
  return {
    lang: requestLanguage(req),
    appUrl: ownAppUrl(req, publicUrl),
    meta: { userAgent: req.get('user-agent'), ip: req.ip },
  };
}
