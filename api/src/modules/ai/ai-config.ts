import { z } from 'zod';

// Empty env values (OPENAI_BASE_URL=) mean "not set", not "invalid".
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional());

export const aiConfigSchema = z.object({
  AI_PROVIDER: z.enum(['embedded', 'openai']).default('embedded'),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** Model for the roleplay client; defaults to OPENAI_MODEL. */
  OPENAI_ROLEPLAY_MODEL: optionalText,
  /** Model for feedback, voice, call, quiz and DISC analysis; defaults to OPENAI_MODEL. */
  OPENAI_ANALYSIS_MODEL: optionalText,
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(15000),
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).default(2),
});

export type AiConfig = z.infer<typeof aiConfigSchema>;

export function parseAiConfig(env: Record<string, string | undefined>): AiConfig {
  return aiConfigSchema.parse(env);
}
