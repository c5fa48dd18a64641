import type { Request, RequestHandler, Response } from 'express';
import { AppError } from '../errors';
import type { AuthContext } from './authenticate';

/** A request whose caller is known: the guards below hand the handler this type, with a non-optional `auth`. */
export type AuthedRequest = Request & { auth: AuthContext };
type AuthedHandler = (req: AuthedRequest, res: Response) => unknown;

const isAuthed = (req: Request): req is AuthedRequest => req.auth !== undefined;

/** 401 without a signed-in caller, then the guard's own check (403 and its reason), then the handler. */
function guard(check: (auth: AuthContext) => AppError | undefined) {
  return (handler: AuthedHandler): RequestHandler =>
    (req, res) => {
      if (!isAuthed(req)) throw new AppError('unauthorized', 401);
      const denied = check(req.auth);
      if (denied) throw denied;
      return handler(req, res);
    };
}

/** Any signed-in user. */
export const authed = guard(() => undefined);

/** Admins only; 403 for other users (the server enforces it, whatever the UI shows). */
export const adminOnly = guard((auth) => (auth.role === 'admin' ? undefined : new AppError('forbidden', 403)));

/**
 * Signed-in users whose e-mail is confirmed: for anything that sends to the outside world on their
 * behalf (push notifications), so a typo'd or someone else's address gains nothing.
 */
export const verifiedOnly = guard((auth) =>
  auth.emailVerified === true ? undefined : new AppError('forbidden', 403, 'account:errors.emailNotVerified'),
);
