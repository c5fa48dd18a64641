import * as z from '@app/contracts/zod';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET /api/users/:id/daily-challenge: today's challenge for the user, or none when no challenge is active. */
export const dailyChallengeSchema = z.object({
  day,
  streak: z.number().int(),
  challenge: z.object({ id: z.number().int(), title: z.string(), description: z.string() }).nullable(),
  /** True when this request picked the day's challenge and so created its notification. */
  notified: z.boolean(),
});
export type DailyChallenge = z.infer<typeof dailyChallengeSchema>;

const base = {
  id: z.string(),
  title: z.string(),
  /** 0-100, null while unscored. */
  score: z.number().nullable(),
  at: z.string(),
  /** Where the item's detail opens. */
  href: z.string(),
};

/** Recent activity: one union, so chat sessions, calls and quizzes can each add their own fields. */
export const activityItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('chat'), ...base, completed: z.boolean() }),
  z.object({ kind: z.literal('call'), ...base, durationSeconds: z.number().int().nonnegative() }),
  z.object({ kind: z.literal('quiz'), ...base, correct: z.number().int(), total: z.number().int() }),
]);
export type ActivityItem = z.infer<typeof activityItemSchema>;
export type ActivityKind = ActivityItem['kind'];

export const activityResponseSchema = z.object({ items: z.array(activityItemSchema) });
export type ActivityResponse = z.infer<typeof activityResponseSchema>;
