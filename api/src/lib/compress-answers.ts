import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * The API's reads of 1 KB and more, gzipped for a client that accepts it (a phone on a slow
 * network: the scenario list is 6 KB of JSON). Writes answer with one record and stay as they are,
 * off the chat exchange's path. Server-sent events say `no-transform` (reply-sse.ts), so each part
 * still reaches the reader when it is written. The apps' files come precompressed (precompressed.ts).
 */
export const compressAnswers = (): RequestHandler =>
  compression({ threshold: 1024, filter: (req, res) => req.method === 'GET' && compression.filter(req, res) });
