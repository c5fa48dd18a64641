import type { DrillDownCard, Medal } from '@app/contracts/teams';
import { MEDALS, type ScoredCard } from '@app/contracts/scorecards';
import { parseCallCard, parseSessionCard } from '../scorecards/session-card';
import { isOneOf } from '../../lib/one-of';

/** A finished chat session as the chat repository stores it, with the medal its scorecard gave at completion. */
export interface ScoredSessionRow {
  id: number;
  userId: number;
  scenarioKey: string;
  medal: string | null;
  scorecard: string | null;
  completedAt: Date | null;
}

/** A call scored on its scenario's card, as the calls repository stores it. */
export interface ScoredCallRow {
  callSid: string;
  scenario: string;
  medal: string | null;
  scorecard: string | null;
  endedAt: Date | null;
  startedAt: Date;
}

/** A chat session or call with the medal and card the scorecards module stored, under the progress engine's activity id. */
export interface ScoredActivity {
  activityId: string;
  userId: number;
  kind: 'chat' | 'call';
  /** The chat scenario id or call scenario. */
  target: string;
  medal: Medal | null;
  card: DrillDownCard | null;
  completedAt: Date | null;
}

const isMedal = (v: string | null): v is Medal => isOneOf(MEDALS, v);

/** The progress engine names a chat session's activity "chat:<session id>". */
export const sessionIdOf = (activityId: string): number | null => {
  const id = /^chat:([1-9]\d{0,9})$/.exec(activityId)?.[1];
  return id ? Number(id) : null;
};

/** The stored card in short; null for an activity finished before cards existed. */
function shortCard(card: ScoredCard | null): DrillDownCard | null {
  if (!card) return null;
  return {
    passMark: card.passMark,
    score: card.score,
    passed: card.passed,
    compliancePassed: card.compliance.passed,
    criteria: card.criteria.map((c) => ({ title: c.title, status: c.status })),
  };
}

export const fromSession = (s: ScoredSessionRow): ScoredActivity => ({
  activityId: `chat:${s.id}`,
  userId: s.userId,
  kind: 'chat',
  target: s.scenarioKey,
  medal: isMedal(s.medal) ? s.medal : null,
  card: shortCard(parseSessionCard(s.scorecard)),
  completedAt: s.completedAt,
});

export const fromCall = (userId: number, c: ScoredCallRow): ScoredActivity => ({
  activityId: `call:${c.callSid}`,
  userId,
  kind: 'call',
  target: c.scenario,
  medal: isMedal(c.medal) ? c.medal : null,
  card: shortCard(parseCallCard(c.scorecard)),
  completedAt: c.endedAt ?? c.startedAt,
});

/** Medals earned on scorecards, counted per kind; `since` keeps only those finished from then on. */
export function medalCounts(scored: readonly ScoredActivity[], since: Date | null = null) {
  const counts = { bronze: 0, silver: 0, gold: 0 };
  for (const s of scored) {
    if (since && (!s.completedAt || s.completedAt < since)) continue;
    if (s.medal) counts[s.medal] += 1;
  }
  return counts;
}
