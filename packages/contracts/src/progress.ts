import * as z from '@app/contracts/zod';
import { achievementSchema } from './achievements';

export const activityKindSchema = z.enum(['chat', 'quiz', 'call', 'voice', 'disc']);
export const skillNameSchema = z.enum(['confidence', 'clarity', 'value', 'cta', 'persuasion', 'rapport']);
export type SkillName = z.infer<typeof skillNameSchema>;

/** One counted activity on the score-over-time chart. */
export const scorePointSchema = z.object({
  activityId: z.string(),
  kind: activityKindSchema,
  score: z.number(),
  completedAt: z.string(),
});

/** A practice session that succeeded scored at least this (the Success Rate tile). */
export const SUCCESS_SCORE = 70;

/** GET /api/users/:id/gamification: the spec 001 gamification record plus the charts' data. */
export const gamificationSchema = z.object({
  level: z.number().int().min(1).max(10),
  levelTitle: z.string(),
  xp: z.number().int().nonnegative(),
  xpToNext: z.number().int().nonnegative(),
  levelProgress: z.number().min(0).max(100),
  streak: z.number().int().nonnegative(),
  stats: z.object({
    averageScore: z.number(),
    /** Percent of practice sessions (chat, call, voice) scored SUCCESS_SCORE or more; 0 without sessions. */
    successRate: z.number().int().min(0).max(100),
    totalSessions: z.number().int().nonnegative(),
    perfectScores: z.number().int().nonnegative(),
    currentStreak: z.number().int().nonnegative(),
    totalQuizzes: z.number().int().nonnegative(),
  }),
  achievements: z.array(achievementSchema),
  /** The most recent counted activities, oldest first (at most 30). */
  history: z.array(scorePointSchema),
  /** Average reading per skill over the activities that measured it; null when none did. */
  skills: z.record(skillNameSchema, z.number().nullable()),
  timezone: z.string(),
});
export type Gamification = z.infer<typeof gamificationSchema>;
