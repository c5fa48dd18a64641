import type { AchievementRarity } from '@app/contracts/achievements';
import type { AppEvents } from '../../lib/events';

export type AchievementFacts = AppEvents['progress.updated']['stats'] & { score: number };

export interface AchievementDefinition {
  /** Stable id, also the key of its texts: achievements:items.<id>.name / .description. */
  id: string;
  icon: 'message' | 'flame' | 'star' | 'trophy' | 'target' | 'crown' | 'zap';
  rarity: AchievementRarity;
  earned: (facts: AchievementFacts) => boolean;
}

/**
 * Every achievement there is, in display order. Conditions read the stats after a completed
 * session; once unlocked an achievement stays unlocked.
 */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  { id: 'first-session', icon: 'message', rarity: 'common', earned: (f) => f.totalSessions >= 1 },
  { id: 'streak-3', icon: 'flame', rarity: 'common', earned: (f) => f.streak >= 3 },
  { id: 'high-score', icon: 'star', rarity: 'rare', earned: (f) => f.score >= 90 },
  { id: 'sessions-10', icon: 'target', rarity: 'rare', earned: (f) => f.totalSessions >= 10 },
  { id: 'streak-7', icon: 'flame', rarity: 'rare', earned: (f) => f.streak >= 7 },
  { id: 'xp-1000', icon: 'zap', rarity: 'epic', earned: (f) => f.xp >= 1000 },
  { id: 'perfect-score', icon: 'trophy', rarity: 'epic', earned: (f) => f.score >= 100 },
  { id: 'sessions-50', icon: 'target', rarity: 'epic', earned: (f) => f.totalSessions >= 50 },
  { id: 'streak-30', icon: 'crown', rarity: 'legendary', earned: (f) => f.streak >= 30 },
];

/** The ids newly earned: met by these facts and not unlocked before. */
export function newlyEarned(facts: AchievementFacts, alreadyUnlocked: ReadonlySet<string>): string[] {
  return ACHIEVEMENTS.filter((a) => !alreadyUnlocked.has(a.id) && a.earned(facts)).map((a) => a.id);
}
