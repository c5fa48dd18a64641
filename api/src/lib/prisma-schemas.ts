import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Provider = 'sqlite' | 'postgresql';

export const prismaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../prisma');
export const sqliteSchemaPath = path.join(prismaDir, 'schema.prisma');
export const postgresSchemaPath = path.join(prismaDir, 'schema.postgresql.prisma');

const generatedHeader =
  '// GENERATED from schema.prisma by scripts/prisma-generate.ts: do not edit, edit schema.prisma.\n\n';

// schema.prisma stays the single source of truth; PostgreSQL differs only in provider and client output.
export function derivePostgresSchema(sqliteSchema: string): string {
  const withProvider = replaceInBlock(sqliteSchema, 'datasource', /provider\s*=\s*"sqlite"/, 'provider = "postgresql"');
  const withOutput = replaceInBlock(withProvider, 'generator', /output\s*=\s*"[^"]*"/, 'output   = "../src/generated/pg"');
  return generatedHeader + withOutput;
}

export function readSchema(provider: Provider): { path: string; content: string } {
  const content = fs.readFileSync(sqliteSchemaPath, 'utf8');
  return provider === 'sqlite'
    ? { path: sqliteSchemaPath, content }
    : { path: postgresSchemaPath, content: derivePostgresSchema(content) };
}

function replaceInBlock(schema: string, keyword: string, pattern: RegExp, replacement: string): string {
  const block = new RegExp(`(${keyword}\\s+\\w+\\s*\\{)([^}]*)(\\})`);
  const match = block.exec(schema);
  if (!match || !pattern.test(match[2])) {
    throw new Error(`schema.prisma: expected a ${keyword} block matching ${pattern}`);
  }
  return schema.replace(block, (_all, open: string, body: string, close: string) => open + body.replace(pattern, replacement) + close);
}
