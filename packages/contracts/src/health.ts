import * as z from '@app/contracts/zod';

/**
 * GET /api/health: the process answers (liveness), with what this deployment can do, so the apps
 * skip calls that would only answer 503 (speech-to-text is configured or not).
 */
export const capabilitiesSchema = z.object({ speechToText: z.boolean() });
export type Capabilities = z.infer<typeof capabilitiesSchema>;
export const healthSchema = z.object({ status: z.literal('ok'), uptime: z.number(), capabilities: capabilitiesSchema });
export type Health = z.infer<typeof healthSchema>;
