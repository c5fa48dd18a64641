import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/, 'must start with file: (SQLite) or postgres:// (PostgreSQL)')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(24 * 7),
  PUBLIC_URL: z.string().url().optional(),
  MFE_MANIFEST: z.string().optional(),
  MFE_MANIFEST_FILE: z.string().optional(),
  APPS_DIR: z.string().default(REPO_ROOT),
  SERVE_APPS: bool.default(true),
  SEED_DEMO: bool.default(true),
  TRUST_PROXY: bool.default(false),
});

export type Config = z.infer<typeof configSchema> & { DATABASE_URL: string };

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`));
  }
  const data = parsed.data;
  if (data.MFE_MANIFEST) {
    try {
      JSON.parse(data.MFE_MANIFEST);
    } catch {
      throw new ConfigError(['MFE_MANIFEST: must be JSON']);
    }
  }
  const DATABASE_URL = data.DATABASE_URL ?? `file:${path.join(data.DATA_DIR, 'app.db')}`;
  return { ...data, DATABASE_URL };
}
