import type { Express } from 'express';
import { isRecord } from '../lib/is-record';

export interface RouteEntry {
  method: string;
  path: string;
}

const joinPath = (prefix: string, path: string) => `${prefix}${path}`.replace(/\/{2,}/g, '/') || '/';

// Express 5's router layers are read as found: its published types describe Express 4's.
function prefixOf(layer: Record<string, unknown>): string {
  if (layer.slash || layer.rawPath === undefined || layer.rawPath === '/') return '';
  if (typeof layer.rawPath === 'string') return layer.rawPath.replace(/\/$/, '');
  throw new Error(`cannot list routes under a non-string mount path: ${String(layer.rawPath)}`);
}

/** The layers of a mounted router (a function carrying its own stack); undefined for any other handler. */
function stackOf(handle: unknown): unknown[] | undefined {
  return typeof handle === 'function' && 'stack' in handle && Array.isArray(handle.stack) ? handle.stack : undefined;
}

function walk(stack: readonly unknown[], prefix: string, out: RouteEntry[]) {
  for (const layer of stack.filter(isRecord)) {
    const nested = stackOf(layer.handle);
    if (isRecord(layer.route)) {
      const { path, methods } = layer.route;
      if (typeof path !== 'string') throw new Error(`cannot list a route with a non-string path: ${String(path)}`);
      if (!isRecord(methods)) throw new Error(`cannot list the methods of ${path}`);
      for (const method of Object.keys(methods)) {
        out.push({ method: method === '_all' ? 'ALL' : method.toUpperCase(), path: joinPath(prefix, path) });
      }
    } else if (nested) {
      walk(nested, joinPath(prefix, prefixOf(layer)).replace(/\/$/, ''), out);
    }
  }
}

/**
 * Every method + path the Express 5 app answers, read from its router (nested routers and mount
 * paths included), so a check over "all routes" cannot silently miss a new one.
 */
export function listRoutes(app: Express): RouteEntry[] {
  const stack = stackOf(app.router);
  if (!stack) throw new Error('the app has no router yet');
  const out: RouteEntry[] = [];
  walk(stack, '', out);
  return out;
}
