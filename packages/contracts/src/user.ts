import * as z from '@app/contracts/zod';
import { languageSchema } from './language';

export const roleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof roleSchema>;

export const currentUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  language: languageSchema,
  emailVerified: z.boolean(),
  streak: z.number(),
  averageScore: z.number(),
  totalSessions: z.number(),
  xp: z.number(),
  createdAt: z.string(),
  /** Whether the name shows on team leaderboards (absent from older servers: shown). */
  leaderboardVisible: z.boolean().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
