import type { Express } from 'express';

export interface RouteEntry {
  method: string;
  path: string;
}

interface Layer {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  rawPath?: unknown;
  slash?: boolean;
}

const joinPath = (prefix: string, path: string) => `${prefix}${path}`.replace(/\/{2,}/g, '/') || '/';

function prefixOf(layer: Layer): string {
  if (layer.slash || layer.rawPath === undefined || layer.rawPath === '/') return '';
  if (typeof layer.rawPath === 'string') return layer.rawPath.replace(/\/$/, '');
  throw new Error(`cannot list routes under a non-string mount path: ${String(layer.rawPath)}`);
}

function walk(stack: Layer[], prefix: string, out: RouteEntry[]) {
  for (const layer of stack) {
    if (layer.route) {
      const { path, methods } = layer.route;
      if (typeof path !== 'string') throw new Error(`cannot list a route with a non-string path: ${String(path)}`);
      for (const method of Object.keys(methods)) {
        out.push({ method: method === '_all' ? 'ALL' : method.toUpperCase(), path: joinPath(prefix, path) });
      }
    } else if (Array.isArray(layer.handle?.stack)) {
      walk(layer.handle.stack, joinPath(prefix, prefixOf(layer)).replace(/\/$/, ''), out);
    }
  }
}

/**
 * Every method + path the Express 5 app answers, read from its router (nested routers and mount
 * paths included), so a check over "all routes" cannot silently miss a new one.
 */
export function listRoutes(app: Express): RouteEntry[] {
  const router = (app as unknown as { router?: { stack: Layer[] } }).router;
  if (!router) throw new Error('the app has no router yet');
  const out: RouteEntry[] = [];
  walk(router.stack, '', out);
  return out;
}
