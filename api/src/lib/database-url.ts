import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type DatabaseTarget =
  | { kind: 'sqlite'; filePath: string }
  | { kind: 'postgresql'; url: string };

// api/src/lib -> repo root; the default database lives outside api/ so every workspace script finds it.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const defaultDatabaseUrl = `file:${path.join(repoRoot, 'data', 'app.db')}`;

export function resolveDatabaseUrl(raw: string | undefined): string {
  const trimmed = raw?.trim();
  return trimmed ? trimmed : defaultDatabaseUrl;
}

export function parseDatabaseUrl(databaseUrl: string): DatabaseTarget {
  if (/^postgres(ql)?:\/\//i.test(databaseUrl)) return { kind: 'postgresql', url: databaseUrl };
  if (databaseUrl.startsWith('file:')) {
    // Prisma-style URLs may carry query options (?connection_limit=1); the file path ends before them.
    const raw = databaseUrl.slice('file:'.length).split('?')[0];
    if (!raw) throw new Error(`DATABASE_URL "${databaseUrl}" names no file`);
    return { kind: 'sqlite', filePath: path.resolve(process.cwd(), raw) };
  }
  throw new Error(
    `Unsupported DATABASE_URL "${redact(databaseUrl)}": use file:/path/app.db (SQLite) or postgres://... (PostgreSQL)`,
  );
}

// Never echo credentials into logs or error messages.
export function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
