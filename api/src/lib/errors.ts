import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import type { Logger } from './logger';
import { translate, requestLanguage } from './i18n';
import { raceLostAs } from './db-errors';

export type ErrorCode =
  | 'validation'
  | 'invalidCredentials'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'rateLimited'
  | 'generic';

/** The one error type services throw; the middleware turns it into JSON. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly messageKey: string = `errors.${code}`,
    readonly details?: unknown,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const notFoundHandler: RequestHandler = (_req, _res, next) => next(new AppError('notFound', 404));

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const lang = requestLanguage(req);
    if (err instanceof ZodError) {
      const fields = err.issues.map((i) => ({ path: i.path.join('.'), message: translate(lang, i.message) }));
      res.status(400).json({ error: 'validation', message: fields[0]?.message ?? translate(lang, 'errors.validation'), fields });
      return;
    }
    if (err instanceof AppError) {
      // Plain figures in the details ("max") fill the message's placeholders.
      const vars = Object.fromEntries(Object.entries(err.details && typeof err.details === 'object' ? err.details : {}).filter(([, v]) => typeof v === 'string' || typeof v === 'number'));
      res.status(err.status).json({ error: err.code, message: translate(lang, err.messageKey, vars), details: err.details });
      return;
    }
    const lost = raceLostAs(err);
    if (lost) {
      res.status(lost.status).json({ error: lost.code, message: translate(lang, lost.messageKey) });
      return;
    }
    // Body-parser errors carry a status (400 for malformed JSON, 413 for too large).
    const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status === 500) logger.error({ err, reqId: req.id, method: req.method, url: req.originalUrl }, 'unhandled error');
    const key = status === 500 ? 'errors.generic' : status === 413 ? 'errors.tooLarge' : 'errors.validation';
    res.status(status).json({ error: status === 500 ? 'generic' : 'validation', message: translate(lang, key) });
  };
}
