import type { MessageFeedback } from '@app/contracts/chat';

const DIMENSIONS = ['confidence', 'clarity', 'value', 'cta'] as const;

/**
 * The one tip worth sending after a session: the coach's suggestion from the agent message that
 * scored lowest on average, since that is where the next session gains most. Falls back to the
 * last "next level" advice; none when no message got feedback.
 */
export function sessionTip(feedback: (MessageFeedback | null)[]): string | undefined {
  const scored = feedback.filter((f): f is MessageFeedback => f !== null);
  if (!scored.length) return undefined;
  const mean = (f: MessageFeedback) => DIMENSIONS.reduce((sum, d) => sum + f[d], 0) / DIMENSIONS.length;
  const weakest = scored.reduce((low, f) => (mean(f) < mean(low) ? f : low));
  return weakest.suggestions[0] ?? scored[scored.length - 1]!.nextLevel ?? undefined;
}
