import type { MessageFeedback } from '@app/contracts/chat';
import type { SkillName } from '../../lib/events';

const CHAT_SKILLS = ['confidence', 'clarity', 'value', 'cta'] as const;

/** The session's skill readings for the progress radar: the mean of each feedback metric over the scored replies. */
export function feedbackSkills(feedback: readonly (MessageFeedback | null)[]): Partial<Record<SkillName, number>> {
  const scored = feedback.filter((f): f is MessageFeedback => f !== null);
  if (scored.length === 0) return {};
  return Object.fromEntries(CHAT_SKILLS.map((skill) => [skill, Math.round(scored.reduce((sum, f) => sum + f[skill], 0) / scored.length)]));
}
