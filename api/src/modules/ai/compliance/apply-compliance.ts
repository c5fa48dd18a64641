import type { ComplianceKind } from '@app/contracts/chat';
import type { Feedback, Language } from '../ai-types';
import { COMPLIANCE_TEXTS } from './compliance-texts';
import { detectCompliance } from './detect-compliance';

/** The highest a metric may read in a reply with a compliance risk: the score stays below 50. */
export const COMPLIANCE_SCORE_CAP = 45;

/**
 * Feedback for a reply with compliance risks: the warnings, every metric capped below 50, no
 * strengths to reward it, and first a suggestion that says why and offers a compliant line.
 */
export function withCompliance(feedback: Feedback, kinds: readonly ComplianceKind[], language: Language): Feedback {
  if (kinds.length === 0) return feedback;
  const texts = COMPLIANCE_TEXTS[language];
  const cap = (n: number) => Math.min(n, COMPLIANCE_SCORE_CAP);
  return {
    ...feedback,
    confidence: cap(feedback.confidence),
    clarity: cap(feedback.clarity),
    value: cap(feedback.value),
    cta: cap(feedback.cta),
    strengths: [],
    suggestions: [...kinds.map((k) => texts.kinds[k].suggestion), ...feedback.suggestions].slice(0, Math.max(3, kinds.length)),
    nextLevel: texts.nextLevel,
    compliance: kinds.map((kind) => ({ kind, message: texts.kinds[kind].warning })),
  };
}

/** Detects the message's compliance risks with the shared rules and applies them to the feedback. */
export function checkCompliance(feedback: Feedback, message: string, language: Language): Feedback {
  return withCompliance(feedback, detectCompliance(message, language), language);
}
