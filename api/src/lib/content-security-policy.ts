import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { RequestHandler } from 'express';
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

/** A response that only records the headers set on it, in order; it is never sent. */
class HeaderRecorder extends ServerResponse {
  readonly recorded: [string, string][] = [];

  override setHeader(name: string, value: number | string | readonly string[]): this {
    this.recorded.push([name, String(value)]);
    return this;
  }

  override removeHeader(): void {}
}

/** What helmet would set on a response, collected once: the headers are the same for every request. */
function helmetHeaders(options: Parameters<typeof helmet>[0]): [string, string][] {
  const req = new IncomingMessage(new Socket());
  const res = new HeaderRecorder(req);
  helmet(options)(req, res, () => undefined);
  return res.recorded;
}

/**
 * helmet with a Content Security Policy that lets the page load code only from itself and the remote
 * origins the manifest configures (recomputed when MFE_MANIFEST_FILE changes, as the manifest is),
 * talk only to itself, the API and those remotes (HTTP and WebSocket), and run no inline script but
 * the shell's own, by hash. Styles allow inline: styled-components injects <style> tags at runtime.
 * The headers are built once per manifest version, not by a dozen middlewares on every request.
 * API answers (JSON, never rendered) get `default-src 'none'; frame-ancestors 'none'` instead.
 */
export function securityHeaders(src: CspSources): RequestHandler {
  const shellDist = path.join(src.appsDir, 'shell', 'dist');
  const scriptHashes = inlineScriptHashes(['index.html', 'offline.html'].map((f) => path.join(shellDist, f)));
  const api = apiOrigins(src.publicUrl);
  const build = (remotes: string[]) => helmetHeaders({
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes, ...remotes],
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
        fontSrc: ["'self'", 'data:', ...remotes],
        connectSrc: ["'self'", ...api, ...remotes],
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
  // API answers are data, never documents: they get the tightest policy (and a much shorter header).
  const apiHeaders = helmetHeaders({
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });
  const version = () => (src.manifestFile && existsSync(src.manifestFile) ? String(statSync(src.manifestFile).mtimeMs) : 'static');
  let current = { version: version(), headers: build(remoteOrigins(src)) };
  // The manifest file is looked at no more than once a second, not on every request.
  let checkedAt = Date.now();
  const headers = () => {
    if (src.manifestFile && Date.now() - checkedAt >= 1000) {
      checkedAt = Date.now();
      const now = version();
      if (now !== current.version) current = { version: now, headers: build(remoteOrigins(src)) };
    }
    return current.headers;
  };

  return (req, res, next) => {
    for (const [name, value] of req.path.startsWith('/api/') ? apiHeaders : headers()) res.setHeader(name, value);
    next();
  };
}
