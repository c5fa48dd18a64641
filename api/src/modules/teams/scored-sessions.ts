import type { DrillDownCard, Medal } from '@app/contracts/teams';
import { MEDALS } from '@app/contracts/scorecards';
import { parseSessionCard } from '../scorecards/session-card';

/** A finished chat session as the chat repository stores it, with the medal its scorecard gave at completion. */
export interface ScoredSessionRow {
  id: number;
  userId: number;
  scenarioKey: string;
  medal: string | null;
  scorecard: string | null;
  completedAt: Date | null;
}

/** The progress engine names a chat session's activity "chat:<session id>". */
export const chatActivityId = (sessionId: number) => `chat:${sessionId}`;
export const sessionIdOf = (activityId: string): number | null => {
  const id = /^chat:([1-9]\d{0,9})$/.exec(activityId)?.[1];
  return id ? Number(id) : null;
};

const isMedal = (v: string | null): v is Medal => v !== null && (MEDALS as readonly string[]).includes(v);

/** Medals earned on scorecards, counted per kind; `since` keeps only sessions finished from then on. */
export function medalCounts(sessions: readonly ScoredSessionRow[], since: Date | null = null) {
  const counts = { bronze: 0, silver: 0, gold: 0 };
  for (const s of sessions) {
    if (since && (!s.completedAt || s.completedAt < since)) continue;
    if (isMedal(s.medal)) counts[s.medal] += 1;
  }
  return counts;
}

export const medalOfRow = (s: ScoredSessionRow | undefined): Medal | null => (s && isMedal(s.medal) ? s.medal : null);

/** The stored card in short (the scorecards module reads it); null for a session finished before cards existed. */
export function drillDownCard(s: ScoredSessionRow | undefined): DrillDownCard | null {
  const card = s ? parseSessionCard(s.scorecard) : null;
  if (!card) return null;
  return {
    passMark: card.passMark,
    score: card.score,
    passed: card.passed,
    compliancePassed: card.compliance.passed,
    criteria: card.criteria.map((c) => ({ title: c.title, status: c.status })),
  };
}
