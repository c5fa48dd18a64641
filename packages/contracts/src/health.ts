import { z } from 'zod';

/** GET /api/health: the process answers (liveness). */
export const healthSchema = z.object({ status: z.literal('ok'), uptime: z.number() });
export type Health = z.infer<typeof healthSchema>;
