import type { RequestHandler } from 'express';
import { AppError } from '../errors';
import type { SessionCache } from './session-cache';
import { verifyToken, type TokenClaims } from './tokens';

export const SESSION_COOKIE = 'session';

export interface AuthContext {
  userId: number;
  role: 'user' | 'admin';
  sessionId: string;
  /** Whether the account's e-mail is confirmed (an unverified account is signed in, with limits). */
  emailVerified?: boolean;
}

declare module 'express-serve-static-core' {
  interface Request {
    auth?: AuthContext;
  }
}

/** The token of an `Authorization: Bearer` header; any other scheme (Basic) is no token. */
export function bearer(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return match?.[1];
}

/** A session as a request needs it: whose, until when, whether revoked, the user's role and e-mail state. */
export type SessionLookup = (sessionId: string) => Promise<{
  userId: number;
  expiresAt: Date;
  revokedAt: Date | null;
  user: { role: string; emailVerifiedAt: Date | null };
} | null>;

/**
 * Resolves the caller from a bearer token or the session cookie; never rejects by itself. With a
 * session cache (one API instance), a known session costs a signature check and a map lookup.
 */
export function authenticate(findSession: SessionLookup, secret: Uint8Array, cache?: SessionCache): RequestHandler {
  async function resolve(sessionId: string, now: Date) {
    const cached = cache?.get(sessionId, now);
    if (cached) return cached;
    const generation = cache?.generation() ?? 0;
    const session = await findSession(sessionId);
    if (!session || session.revokedAt || session.expiresAt <= now) return undefined;
    const resolved = { userId: session.userId, role: session.user.role === 'admin' ? 'admin' as const : 'user' as const, expiresAt: session.expiresAt, emailVerified: session.user.emailVerifiedAt !== null };
    cache?.set(sessionId, resolved, generation);
    return resolved;
  }

  // A token's signature is checked once: the string cannot change, and whether its session still
  // counts is decided above on every request. Only alongside the session cache (one instance).
  const verified = new Map<string, TokenClaims>();
  async function claimsOf(token: string) {
    const known = verified.get(token);
    if (known) return known;
    const claims = await verifyToken(secret, token);
    if (claims && cache) {
      if (verified.size >= 50_000) verified.clear();
      verified.set(token, claims);
    }
    return claims;
  }

  return async (req, _res, next) => {
    const cookie: unknown = req.cookies?.[SESSION_COOKIE];
    const token = bearer(req.headers.authorization) ?? (typeof cookie === 'string' ? cookie : undefined);
    if (!token) return next();
    const claims = await claimsOf(token);
    if (!claims) return next();
    const session = await resolve(claims.sessionId, new Date());
    if (!session || session.userId !== claims.userId) return next();
    req.auth = { userId: session.userId, role: session.role, sessionId: claims.sessionId, emailVerified: session.emailVerified };
    next();
  };
}

export const requireAuth: RequestHandler = (req, _res, next) =>
  next(req.auth ? undefined : new AppError('unauthorized', 401));

/** For paths that carry a user id: the signed-in user or an admin, 403 otherwise. */
export function assertSelfOrAdmin(auth: AuthContext | undefined, userId: number): void {
  if (!auth) throw new AppError('unauthorized', 401);
  if (auth.userId !== userId && auth.role !== 'admin') throw new AppError('forbidden', 403);
}
