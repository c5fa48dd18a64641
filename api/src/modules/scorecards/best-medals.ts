import { medalRank, type Medal } from '@app/contracts/scorecards';

/** One scored attempt: a finished chat session or call with its card. */
export interface ScoredAttempt {
  scenarioId: string;
  kind: 'chat' | 'call';
  score: number;
  medal: Medal | null;
  at: Date;
}

export interface BestResult {
  scenarioId: string;
  kind: 'chat' | 'call';
  medal: Medal | null;
  bestScore: number;
  attempts: number;
  lastAt: Date;
}

/** The best result per scenario: the best medal of any attempt, the highest score, the count; most recently practised first. */
export function bestPerScenario(attempts: readonly ScoredAttempt[]): BestResult[] {
  const best = new Map<string, BestResult>();
  for (const a of attempts) {
    const key = `${a.kind}:${a.scenarioId}`;
    const seen = best.get(key);
    if (!seen) {
      best.set(key, { scenarioId: a.scenarioId, kind: a.kind, medal: a.medal, bestScore: a.score, attempts: 1, lastAt: a.at });
      continue;
    }
    seen.attempts += 1;
    if (medalRank(a.medal) > medalRank(seen.medal)) seen.medal = a.medal;
    seen.bestScore = Math.max(seen.bestScore, a.score);
    if (a.at > seen.lastAt) seen.lastAt = a.at;
  }
  return [...best.values()].sort((x, y) => y.lastAt.getTime() - x.lastAt.getTime() || x.scenarioId.localeCompare(y.scenarioId));
}
