import { z } from 'zod';

/**
 * Telephony: `simulated` (default, the call runs in the browser) or `twilio` (a real call to the
 * agent's phone). Twilio needs its account, a caller number it owns and the public URL it calls back.
 */
export const telephonyConfigSchema = z.object({
  TELEPHONY_PROVIDER: z.enum(['simulated', 'twilio']).default('simulated'),
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'must look like AC followed by 32 hex digits').optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  TWILIO_FROM_NUMBER: z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be an E.164 number such as +15551234567').optional(),
  // OpenAI Realtime (speech to speech) for Twilio calls; without it, speech-to-text + the AI engine + text-to-speech.
  OPENAI_REALTIME_MODEL: z.string().min(1).optional(),
  OPENAI_REALTIME_URL: z.string().regex(/^wss?:\/\//, 'must start with ws:// or wss://').default('wss://api.openai.com/v1/realtime'),
  OPENAI_REALTIME_VOICE: z.string().min(1).default('alloy'),
  OPENAI_STT_MODEL: z.string().min(1).optional(),
  OPENAI_TTS_MODEL: z.string().min(1).optional(),
  OPENAI_TTS_VOICE: z.string().min(1).default('alloy'),
  // Lets a test (or a proxy) point the Twilio SDK elsewhere than api.twilio.com.
  TWILIO_API_BASE: z.string().url().optional(),
});

export type TelephonyConfig = z.infer<typeof telephonyConfigSchema>;

/** Problems a twilio configuration must not start with (checked by loadConfig). */
export function telephonyIssues(c: TelephonyConfig & { PUBLIC_URL?: string }): string[] {
  if (c.TELEPHONY_PROVIDER !== 'twilio') return [];
  const missing = (['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM_NUMBER', 'PUBLIC_URL'] as const).filter((k) => !c[k]);
  return missing.map((k) => `${k}: required when TELEPHONY_PROVIDER=twilio`);
}
