import type { Request, Response } from 'express';

const serialized = new WeakMap<object, { body: string; etag: string | undefined }>();

/**
 * res.json for a value kept in the read cache: the cache hands out the same object until a write
 * drops it, so its JSON text and ETag are made once, not on every request that reads it. A value
 * sent here must not be changed afterwards (cached values never are).
 */
export function sendCachedJson(req: Request, res: Response, value: object): void {
  let text = serialized.get(value);
  if (!text) {
    const body = JSON.stringify(value);
    // Express keeps the ETag function its `etag` setting compiled to (none when ETags are off).
    const etagFn: unknown = req.app.get('etag fn');
    const tag: unknown = typeof etagFn === 'function' ? etagFn(body, 'utf8') : undefined;
    const etag = typeof tag === 'string' ? tag : undefined;
    text = { body, etag };
    serialized.set(value, text);
  }
  // res.send keeps an ETag already set (and still answers 304 to a matching If-None-Match).
  if (text.etag) res.setHeader('ETag', text.etag);
  res.type('json').send(text.body);
}
