import { improvementTrend, type CallInsight, type CallMetrics } from '@app/contracts/voice';

const SKILLS = ['confidence', 'clarity', 'persuasion', 'rapport'] as const;
export type Skill = (typeof SKILLS)[number];

/** The four stat cards and skills overview, all computed from the user's own calls (newest first). */
export function insightStats(calls: CallInsight[]) {
  const n = calls.length;
  const average = n ? Math.round(calls.reduce((s, c) => s + c.overallScore, 0) / n) : 0;
  const totalSec = calls.reduce((s, c) => s + c.duration, 0);
  const trend = improvementTrend([...calls].reverse().map((c) => c.overallScore));
  const skills = Object.fromEntries(SKILLS.map((k) => [k, n ? Math.round(calls.reduce((s, c) => s + c.metrics[k], 0) / n) : 0])) as CallMetrics;
  const weakest: Skill | null = n ? SKILLS.reduce((a, b) => (skills[b] < skills[a] ? b : a)) : null;
  return { count: n, average, totalSec, trend, skills, weakest };
}
