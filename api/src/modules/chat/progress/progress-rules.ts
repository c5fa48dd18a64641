// Placeholder progress rules until the progress issue (spec 001) owns them: replace this file,
// the subscriber only calls applyCompletion.

export interface ProgressStats {
  totalSessions: number;
  averageScore: number;
  streak: number;
  xp: number;
}

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

function previousDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return utcDay(d);
}

/** Points for one completed session: something for showing up, more for doing well. */
export const xpFor = (score: number) => 10 + Math.round(score / 2);

/** Consecutive UTC days with a completed session; a second session on the same day keeps it. */
export function nextStreak(streak: number, lastDay: string | null, day: string): number {
  if (lastDay === day) return Math.max(streak, 1);
  if (lastDay === previousDay(day)) return streak + 1;
  return 1;
}

/** The user's stats after one more completed session (averageScore is the running mean of completed sessions). */
export function applyCompletion(stats: ProgressStats, completion: { score: number; day: string; lastDay: string | null }): ProgressStats {
  const totalSessions = stats.totalSessions + 1;
  return {
    totalSessions,
    averageScore: (stats.averageScore * stats.totalSessions + completion.score) / totalSessions,
    streak: nextStreak(stats.streak, completion.lastDay, completion.day),
    xp: stats.xp + xpFor(completion.score),
  };
}
