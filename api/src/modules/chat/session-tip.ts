import type { MessageFeedback } from '@app/contracts/chat';

const DIMENSIONS = ['confidence', 'clarity', 'value', 'cta'] as const;
export type TipSkill = (typeof DIMENSIONS)[number];

/**
 * The skill the one tip after a session is about: the one the agent's answers scored lowest on,
 * on average, since that is where the next session gains most. A skill, not a sentence: the tip is
 * written in the language the user reads it in. None when no message got feedback.
 */
export function sessionTip(feedback: (MessageFeedback | null)[]): TipSkill | undefined {
  const scored = feedback.filter((f): f is MessageFeedback => f !== null);
  if (!scored.length) return undefined;
  const mean = (d: TipSkill) => scored.reduce((sum, f) => sum + f[d], 0) / scored.length;
  return DIMENSIONS.reduce((low, d) => (mean(d) < mean(low) ? d : low));
}
