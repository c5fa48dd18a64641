import type { Response } from 'express';
import { SESSION_COOKIE } from '../../lib/auth/authenticate';

// httpOnly: scripts cannot read it; SameSite=Lax: other sites' forms do not carry it on POST.
export function setSessionCookie(res: Response, token: string, expiresAt: Date, secure: boolean) {
  res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, expires: expiresAt, path: '/' });
}

export function clearSessionCookie(res: Response, secure: boolean) {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
