import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler, Response } from 'express';

const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
] as const;

function accepts(header: string, encoding: string): boolean {
  return header
    .split(',')
    .map((part) => part.trim().split(';'))
    .some(([name, q]) => name === encoding && q?.trim() !== 'q=0');
}

// Compressed copies found so far. A build only adds them, so a copy seen once is not looked for on
// disk again (two file-system calls less for each script a page loads). A missing one is looked for
// each time, so the set holds the build's files only, whatever paths are asked for.
const found = new Set<string>();

function isCompressedCopy(candidate: string): boolean {
  if (found.has(candidate)) return true;
  if (!existsSync(candidate) || !statSync(candidate).isFile()) return false;
  found.add(candidate);
  return true;
}

/** The .br or .gz file the build wrote beside `file`, when the client takes that encoding. */
export function compressedVariant(file: string, acceptEncoding: string | undefined): { file: string; encoding: string } | undefined {
  for (const { name, ext } of ENCODINGS) {
    if (!accepts(acceptEncoding ?? '', name)) continue;
    const candidate = file + ext;
    if (isCompressedCopy(candidate)) return { file: candidate, encoding: name };
  }
  return undefined;
}

export function sendPossiblyCompressed(res: Response, file: string, acceptEncoding: string | undefined): void {
  const variant = compressedVariant(file, acceptEncoding);
  res.setHeader('Vary', 'Accept-Encoding');
  if (!variant) return res.sendFile(file);
  res.type(path.extname(file));
  res.setHeader('Content-Encoding', variant.encoding);
  res.sendFile(variant.file);
}

/** Serves build-time compressed copies of static files (CompressPlugin) before express.static. */
export function precompressed(root: string, setHeaders: (res: Response, filePath: string) => void): RequestHandler {
  const base = path.resolve(root);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.resolve(base, `.${pathname}`);
    if (!file.startsWith(base + path.sep)) return next();
    const variant = compressedVariant(file, req.headers['accept-encoding']);
    if (!variant) return next();
    setHeaders(res, file);
    res.setHeader('Vary', 'Accept-Encoding');
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', variant.encoding);
    res.sendFile(variant.file, (err?: Error) => {
      if (!err || res.headersSent) return;
      // Gone since it was found (a rebuild): forget it, and the file itself is served instead.
      found.delete(variant.file);
      res.removeHeader('Content-Encoding');
      next();
    });
  };
}
