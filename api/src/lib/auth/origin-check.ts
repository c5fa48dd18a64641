import type { RequestHandler } from 'express';
import { AppError } from '../errors';
import { SESSION_COOKIE } from './authenticate';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated writes: a browser always sends Origin on cross-site
 * POST/PUT/PATCH/DELETE, so a write that rides on the cookie must come from our own origin.
 * Bearer-token calls are not exposed to CSRF (another site cannot read the token).
 */
export function originCheck(publicUrl: string | undefined): RequestHandler {
  return (req, _res, next) => {
    if (SAFE.has(req.method) || req.headers.authorization || !req.cookies?.[SESSION_COOKIE]) return next();
    const origin = req.get('origin') ?? req.get('referer');
    if (!origin) return next(new AppError('forbidden', 403));
    const expected = publicUrl ? new URL(publicUrl).host : req.get('host');
    next(new URL(origin).host === expected ? undefined : new AppError('forbidden', 403));
  };
}
