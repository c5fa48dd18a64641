import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { aiConfigSchema } from '../modules/ai/ai-config';
import { telephonyConfigSchema, telephonyIssues } from '../integrations/telephony/telephony-config';
import { parseJson } from './json-text';

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
  // Other origins whose apps may call the API (comma-separated, e.g. an admin app on its own host).
  CORS_ORIGINS: z.string().optional(),
  MFE_MANIFEST: z.string().optional(),
  MFE_MANIFEST_FILE: z.string().optional(),
  APPS_DIR: z.string().default(REPO_ROOT),
  SERVE_APPS: bool.default(true),
  SEED_DEMO: bool.default(true),
  TRUST_PROXY: bool.default(false),
  // Cache resolved sessions in process (revocations through this instance drop them at once). Off by
  // itself when REDIS_URL is set: other instances' revocations would not reach this process.
  SESSION_CACHE: bool.default(true),
  // Mail: SMTP when set (smtp:// or smtps://), otherwise a local outbox folder in DATA_DIR.
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('Estate Coach <no-reply@estate-coach.local>'),
  // Several API instances: shared rate-limit counters, live call events over pub/sub and scheduled jobs on a
  // BullMQ queue when set; in this process otherwise (one instance).
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
  RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(5),
  // Per signed-in user, per minute: each chat message costs an AI reply, each new session an opening line.
  CHAT_MESSAGES_PER_MINUTE: z.coerce.number().int().positive().default(30),
  CHAT_SESSIONS_PER_MINUTE: z.coerce.number().int().positive().default(20),
  // Per signed-in user, per minute: each pasted conversation scored costs a model call with the openai provider.
  SCORE_TRANSCRIPTS_PER_MINUTE: z.coerce.number().int().positive().default(10),
  // Failed sign-ins count per e-mail and address pair (RATE_LIMIT_PER_EMAIL); this is the e-mail's ceiling over all addresses.
  RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(50),
  // How often an open /ws-call-insights socket checks that its sign-in session still counts (milliseconds).
  WS_SESSION_CHECK_MS: z.coerce.number().int().min(10).max(600_000).default(5000),
  // Web Push: VAPID keys are generated into DATA_DIR on first run unless both are given.
  VAPID_PUBLIC_KEY: z.string().min(20).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://').default('mailto:no-reply@estate-coach.local'),
  // Plain-http and local push endpoints only for local testing: a signed-in user must not make the server call internal hosts.
  PUSH_ALLOW_HTTP: bool.default(false),
  // AI: AI_PROVIDER (embedded | openai), OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL ... (modules/ai/ai-config.ts).
  ...aiConfigSchema.shape,
  // Telephony: TELEPHONY_PROVIDER (simulated | twilio), TWILIO_*, OPENAI_REALTIME_* (integrations/telephony/telephony-config.ts).
  ...telephonyConfigSchema.shape,
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
  if (data.MFE_MANIFEST && parseJson(data.MFE_MANIFEST) === undefined) throw new ConfigError(['MFE_MANIFEST: must be JSON']);
  const telephony = telephonyIssues(data);
  if (telephony.length) throw new ConfigError(telephony);
  const DATABASE_URL = data.DATABASE_URL ?? `file:${path.join(data.DATA_DIR, 'app.db')}`;
  return { ...data, DATABASE_URL };
}
