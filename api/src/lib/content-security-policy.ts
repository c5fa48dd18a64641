import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { buildManifest } from '../modules/manifest/manifest.service';

interface CspSources {
  appsDir: string;
  manifestJson?: string;
  manifestFile?: string;
  publicUrl?: string;
}

/** The origins of remotes the manifest places on other hosts (a relative entry is our own origin). */
export function remoteOrigins(src: CspSources): string[] {
  const origins = new Set<string>();
  for (const remote of buildManifest(src, true).remotes) {
    if (/^https?:\/\//.test(remote.entry)) origins.add(new URL(remote.entry).origin);
  }
  return [...origins].sort();
}

/** The API's own origin and its WebSocket twin, when PUBLIC_URL says where the API is reached. */
function apiOrigins(publicUrl: string | undefined): string[] {
  if (!publicUrl) return [];
  const { origin, host, protocol } = new URL(publicUrl);
  return [origin, `${protocol === 'https:' ? 'wss' : 'ws'}://${host}`];
}

/** sha256 sources for the inline scripts of the shell's pages (the theme bootstrap, the offline page). */
export function inlineScriptHashes(htmlFiles: string[]): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles.filter((f) => existsSync(f))) {
    for (const [, body] of readFileSync(file, 'utf8').matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/**
 * helmet with a Content Security Policy that lets the page load code only from itself and the remote
 * origins the manifest configures (re-read when MFE_MANIFEST_FILE changes, as the manifest is),
 * talk only to itself, the API and those remotes (HTTP and WebSocket), and run no inline script but
 * the shell's own, by hash. Styles allow inline: styled-components injects <style> tags at runtime.
 */
export function securityHeaders(src: CspSources) {
  const shellDist = path.join(src.appsDir, 'shell', 'dist');
  const scriptHashes = inlineScriptHashes(['index.html', 'offline.html'].map((f) => path.join(shellDist, f)));
  let cached: { key: string; origins: string[] } | undefined;
  const remotes = () => {
    const key = src.manifestFile && existsSync(src.manifestFile) ? String(statSync(src.manifestFile).mtimeMs) : 'static';
    if (cached?.key !== key) cached = { key, origins: remoteOrigins(src) };
    return cached.origins;
  };
  const withRemotes = (...own: string[]) => [...own, (_req: IncomingMessage, _res: ServerResponse) => remotes().join(' ')];
  const api = apiOrigins(src.publicUrl);

  return helmet({
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: withRemotes("'self'", ...scriptHashes),
        styleSrc: withRemotes("'self'", "'unsafe-inline'"),
        imgSrc: withRemotes("'self'", 'data:', 'blob:'),
        fontSrc: withRemotes("'self'", 'data:'),
        connectSrc: withRemotes("'self'", ...api),
        mediaSrc: ["'self'", 'blob:', 'data:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
}
