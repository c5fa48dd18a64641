import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type Response } from 'express';
import { REMOTES } from '../modules/manifest/remotes';
import { AppError } from './errors';
import { precompressed, sendPossiblyCompressed } from './precompressed';

// Entry files must always be revalidated; hashed chunks never change.
const ENTRY_FILES = /(^|\/)(index\.html|main\.js|remoteEntry\.js|mf-manifest\.json|build-info\.json|sw\.js|manifest\.webmanifest)$/;

function setCacheHeaders(res: Response, filePath: string) {
  if (ENTRY_FILES.test(filePath)) res.setHeader('Cache-Control', 'no-cache');
  else if (/\.[0-9a-f]{8}\.js$/.test(filePath)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  // Remotes behave as if served from their own static hosts, so other origins may load them.
  res.setHeader('Access-Control-Allow-Origin', '*');
}

const SOURCE_MAP = /\.map(\.(br|gz))?$/i;

/** Whether the path names a source map once decoded; a path that does not decode is refused too. */
export function isSourceMap(urlPath: string): boolean {
  try {
    return SOURCE_MAP.test(decodeURIComponent(urlPath));
  } catch {
    return true;
  }
}

/** In `npm start`, serves the shell at / and each remote's build under its own path. */
export function staticApps(appsDir: string) {
  const router = Router();
  // Source maps stay on the build machine: even without sourcesContent they map the code's layout.
  // The check reads the path the file server will open (percent-decoded: `.js.%6dap` is `.js.map`).
  router.use((req, _res, next) => next(isSourceMap(req.path) ? new AppError('notFound', 404) : undefined));
  for (const r of REMOTES) {
    const dist = path.join(appsDir, r.dir, 'dist');
    router.use(r.mountPath, precompressed(dist, setCacheHeaders), express.static(dist, { setHeaders: setCacheHeaders, fallthrough: false }));
  }
  const shellDist = path.join(appsDir, 'shell', 'dist');
  router.use(precompressed(shellDist, setCacheHeaders), express.static(shellDist, { setHeaders: setCacheHeaders, index: false }));
  // Client-side routes: every other GET that is not an API call gets the shell's page.
  router.get(/^(?!\/api\/|\/ws).*/, (req, res, next) => {
    const index = path.join(shellDist, 'index.html');
    if (!existsSync(index)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    sendPossiblyCompressed(res, index, req.headers['accept-encoding']);
  });
  return router;
}
