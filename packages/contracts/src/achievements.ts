import * as z from '@app/contracts/zod';

export const achievementRaritySchema = z.enum(['common', 'rare', 'epic', 'legendary']);
export type AchievementRarity = z.infer<typeof achievementRaritySchema>;

/** One achievement as the user sees it (spec 001 gamification record), texts in their language. */
export const achievementSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** An icon name the apps map to a picture (trophy, flame, star ...). */
  icon: z.string(),
  rarity: achievementRaritySchema,
  unlocked: z.boolean(),
  unlockedAt: z.string().nullable(),
});
export type Achievement = z.infer<typeof achievementSchema>;

/** GET /api/users/:id/achievements: the whole catalog, unlocked ones first by recency. */
export const achievementListSchema = z.object({
  items: z.array(achievementSchema),
  unlocked: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type AchievementList = z.infer<typeof achievementListSchema>;
