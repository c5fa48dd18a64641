import { BUILTIN_SCENARIOS } from '@app/contracts/chat';
import { QUIZ_PASS_MIN } from '@app/contracts/quiz';
import { QUIZ_CATEGORIES, type QuizCategory } from '@app/contracts/quiz-questions';
import { MEDAL_THRESHOLDS, MEDALS } from '@app/contracts/scorecards';
import type { AssignmentKind, AssignmentStatus } from '@app/contracts/teams';
import { CALL_SCENARIOS, VOICE_SCENARIO_IDS } from '@app/contracts/voice';
import type { ActivityKind } from '../../lib/events';
import { isOneOf } from '../../lib/one-of';

/** Which activity completes which kind of assignment. */
export const KIND_OF_ACTIVITY: Record<ActivityKind, AssignmentKind> = { chat: 'scenario', quiz: 'quiz', call: 'call', voice: 'voice', disc: 'disc' };

export interface RequirementRow {
  kind: string;
  target: string;
  minScore: number | null;
  medal: string | null;
}

const isQuizCategory = (v: string): v is QuizCategory => isOneOf(QUIZ_CATEGORIES, v);

/** The score an activity must reach (0: finishing is enough). Quizzes pass at their category minimum unless a higher score is asked. */
export function requiredScore(a: RequirementRow): number {
  const quiz = a.kind === 'quiz' && isQuizCategory(a.target) ? QUIZ_PASS_MIN[a.target] : 0;
  return Math.max(a.minScore ?? 0, quiz);
}

const rank = (medal: string | null | undefined) => MEDALS.findIndex((m) => m === medal);

/**
 * Whether a finished activity meets the assignment: its score (and quiz pass), and for a medal the
 * medal the session earned on its scenario's scorecard (stored by the scorecards module), that
 * medal or a better one.
 */
export function meets(a: RequirementRow, activity: { score: number; passed?: boolean; medal?: string | null }): boolean {
  if (a.kind === 'quiz' && activity.passed === false) return false;
  if (a.medal && rank(activity.medal) < rank(a.medal)) return false;
  return activity.score >= requiredScore(a);
}

/**
 * 0-100: done is 100; otherwise how close the best score came to what is required. For a medal the
 * card's threshold for it stands in (the card's pass mark may ask more; only the earned medal completes it).
 */
export function progressOf(a: RequirementRow, t: { completedAt: Date | null; bestScore: number | null }): number {
  if (t.completedAt) return 100;
  const required = Math.max(requiredScore(a), isOneOf(MEDALS, a.medal) ? MEDAL_THRESHOLDS[a.medal] : 0);
  if (t.bestScore === null || required === 0) return 0;
  return Math.min(99, Math.max(0, Math.round((t.bestScore / required) * 100)));
}

export function statusOf(dueAt: Date, completedAt: Date | null, now: Date): AssignmentStatus {
  if (completedAt) return 'done';
  return dueAt.getTime() <= now.getTime() ? 'overdue' : 'open';
}

/** Whether the target names something of that kind (a challenge id is checked against the database by the caller). */
export function knownTarget(kind: AssignmentKind, target: string): boolean {
  switch (kind) {
    case 'scenario':
      return BUILTIN_SCENARIOS.some((s) => s.id === target) || /^challenge-[1-9]\d{0,9}$/.test(target);
    case 'quiz':
      return isQuizCategory(target);
    case 'call':
      return CALL_SCENARIOS.some((s) => s.id === target);
    case 'voice':
      return isOneOf(VOICE_SCENARIO_IDS, target);
    case 'disc':
      return true;
  }
}
