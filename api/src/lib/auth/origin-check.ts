import type { RequestHandler } from 'express';
import { AppError } from '../errors';
import { bearer, SESSION_COOKIE } from './authenticate';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined; // "null" (sandboxed frames) and garbage never match
  }
}

/**
 * CSRF defence for cookie-authenticated writes: a browser always sends Origin on cross-site
 * POST/PUT/PATCH/DELETE, so a write that rides on the cookie must come from our own origin.
 * Bearer-token calls are not exposed to CSRF (another site cannot read the token).
 */
export function originCheck(publicUrl: string | undefined, trusted: string[] = []): RequestHandler {
  const trustedHosts = new Set(trusted.map(hostOf).filter(Boolean));
  return (req, _res, next) => {
    // Only a bearer token replaces the cookie (see authenticate); another scheme (Basic) leaves the cookie in charge.
    if (SAFE.has(req.method) || bearer(req.headers.authorization) || !req.cookies?.[SESSION_COOKIE]) return next();
    const origin = req.get('origin') ?? req.get('referer');
    const expected = publicUrl ? hostOf(publicUrl) : req.get('host');
    const host = origin === undefined ? undefined : hostOf(origin);
    const ok = host !== undefined && (host === expected || trustedHosts.has(host));
    next(ok ? undefined : new AppError('forbidden', 403));
  };
}
