import { QUIZ_ATTEMPT_HEADER } from '@app/contracts/quiz';
import type { RequestHandler } from 'express';

/** CORS_ORIGINS: a comma-separated list of exact origins ("https://admin.example.com"). */
export function parseOrigins(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/**
 * Lets apps hosted on the configured origins (an admin build on its own host, for example) call
 * the API with their token or cookie. Any other origin gets no CORS headers, so the browser keeps
 * it out; same-origin calls need none.
 */
export function cors(origins: string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req, res, next) => {
    const origin = req.get('origin');
    if (!origin || !allowed.has(origin)) return next();
    res.vary('Origin');
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Expose-Headers', QUIZ_ATTEMPT_HEADER);
    if (req.method !== 'OPTIONS') return next();
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept-Language, X-Time-Zone');
    res.setHeader('Access-Control-Max-Age', '600');
    res.status(204).end();
  };
}
