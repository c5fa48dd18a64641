import type { AchievementRarity } from '@app/contracts/achievements';
import { BUILTIN_SCENARIOS } from '@app/contracts/chat';
import type { ActivityKind, AppEvents } from '../../lib/events';

export type AchievementFacts = AppEvents['progress.updated']['stats'] & Omit<AppEvents['progress.updated'], 'userId' | 'stats'> & {
  /** The scenario categories the user holds a gold medal in (read only when this activity earned gold). */
  goldCategories?: readonly string[];
};

/** "Gold in every category": one gold in a scenario of each built-in category. */
export const GOLD_CATEGORIES = [...new Set(BUILTIN_SCENARIOS.map((s) => s.category))];

const count = (f: AchievementFacts, kind: ActivityKind) => f.kindCounts?.[kind] ?? 0;
/** This activity was of the kind (an event without a kind is a chat session, as before the engine). */
const was = (f: AchievementFacts, kind: ActivityKind) => (f.kind ?? 'chat') === kind;
const practised = (f: AchievementFacts) => was(f, 'chat') || was(f, 'call') || was(f, 'voice');

export interface AchievementDefinition {
  /** Stable id, also the key of its texts: achievements:items.<id>.name / .description. */
  id: string;
  icon: 'message' | 'flame' | 'star' | 'trophy' | 'target' | 'crown' | 'zap' | 'book' | 'phone' | 'mic' | 'compass' | 'medal';
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
  { id: 'high-score', icon: 'star', rarity: 'rare', earned: (f) => practised(f) && f.score >= 90 },
  { id: 'sessions-10', icon: 'target', rarity: 'rare', earned: (f) => f.totalSessions >= 10 },
  { id: 'streak-7', icon: 'flame', rarity: 'rare', earned: (f) => f.streak >= 7 },
  { id: 'xp-1000', icon: 'zap', rarity: 'epic', earned: (f) => f.xp >= 1000 },
  { id: 'perfect-score', icon: 'trophy', rarity: 'epic', earned: (f) => practised(f) && f.score >= 100 },
  { id: 'sessions-50', icon: 'target', rarity: 'epic', earned: (f) => f.totalSessions >= 50 },
  { id: 'streak-30', icon: 'crown', rarity: 'legendary', earned: (f) => f.streak >= 30 },
  { id: 'first-quiz', icon: 'book', rarity: 'common', earned: (f) => count(f, 'quiz') >= 1 },
  { id: 'quiz-passed', icon: 'book', rarity: 'rare', earned: (f) => was(f, 'quiz') && f.passed === true },
  { id: 'quiz-perfect', icon: 'star', rarity: 'epic', earned: (f) => was(f, 'quiz') && f.score >= 100 },
  { id: 'first-call', icon: 'phone', rarity: 'common', earned: (f) => count(f, 'call') >= 1 },
  { id: 'call-closer', icon: 'phone', rarity: 'rare', earned: (f) => was(f, 'call') && f.score >= 85 },
  { id: 'first-voice', icon: 'mic', rarity: 'common', earned: (f) => count(f, 'voice') >= 1 },
  { id: 'voice-10', icon: 'mic', rarity: 'epic', earned: (f) => count(f, 'voice') >= 10 },
  { id: 'disc-profile', icon: 'compass', rarity: 'common', earned: (f) => count(f, 'disc') >= 1 },
  { id: 'all-rounder', icon: 'target', rarity: 'epic', earned: (f) => (['chat', 'quiz', 'call', 'voice', 'disc'] as const).every((k) => count(f, k) >= 1) },
  { id: 'level-10', icon: 'crown', rarity: 'legendary', earned: (f) => (f.level ?? 1) >= 10 },
  { id: 'perfect-10', icon: 'trophy', rarity: 'legendary', earned: (f) => (f.perfectScores ?? 0) >= 10 },
  // Medals on the scorecards (issue 24).
  { id: 'first-gold', icon: 'medal', rarity: 'rare', earned: (f) => f.medal === 'gold' },
  { id: 'gold-every-category', icon: 'medal', rarity: 'legendary', earned: (f) => f.medal === 'gold' && GOLD_CATEGORIES.every((c) => f.goldCategories?.includes(c)) },
];

/** The ids newly earned: met by these facts and not unlocked before. */
export function newlyEarned(facts: AchievementFacts, alreadyUnlocked: ReadonlySet<string>): string[] {
  return ACHIEVEMENTS.filter((a) => !alreadyUnlocked.has(a.id) && a.earned(facts)).map((a) => a.id);
}
