import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from './logger';

declare module 'express-serve-static-core' {
  interface Request {
    /** The request id: the caller's X-Request-Id when it is sane, a new UUID otherwise. */
    id: string;
  }
}

// A proxy's or client's id is kept so one id follows the request across services; anything odd is replaced.
const ACCEPTED_ID = /^[\w.:-]{1,128}$/;

/**
 * Gives every request an id (echoed as X-Request-Id) and logs one line per API call with the id,
 * method, url, status and time. Never headers or bodies: they carry tokens, cookies and what people typed.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    req.id = typeof incoming === 'string' && ACCEPTED_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', req.id);
    if (!req.url.startsWith('/api/') || !logger.isLevelEnabled('info')) return next();
    const started = performance.now();
    res.once('finish', () => {
      logger.info({ reqId: req.id, method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round((performance.now() - started) * 10) / 10 }, 'request');
    });
    next();
  };
}
