import * as z from '@app/contracts/zod';
import { discProfileSchema } from './disc-profile';

/** GET /api/user/:id (spec 000 §7): what the home screen and the remotes show about a user. */
export const userSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  role: z.enum(['user', 'admin']),
  streak: z.number(),
  averageScore: z.number(),
  totalSessions: z.number(),
  /** The DISC profile (assessment or AI inference); null until there is one. */
  discProfile: discProfileSchema.nullable().optional(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;
