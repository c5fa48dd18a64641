import type { Request, Response } from 'express';

type EtagFn = (body: string, encoding: BufferEncoding) => string | undefined;

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
    const etag = (req.app.get('etag fn') as EtagFn | undefined)?.(body, 'utf8');
    text = { body, etag };
    serialized.set(value, text);
  }
  // res.send keeps an ETag already set (and still answers 304 to a matching If-None-Match).
  if (text.etag) res.setHeader('ETag', text.etag);
  res.type('json').send(text.body);
}
