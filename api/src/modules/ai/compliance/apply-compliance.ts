import type { ComplianceIssue } from '@app/contracts/chat';
import type { Feedback, Language } from '../ai-types';
import { COMPLIANCE_TEXTS } from './compliance-texts';
import { detectCompliance, type ComplianceFinding } from './detect-compliance';

/** The highest a metric may read in a reply with a compliance risk: the score stays below 50. */
export const COMPLIANCE_SCORE_CAP = 45;

function issueOf(finding: ComplianceFinding, language: Language): ComplianceIssue {
  const texts = COMPLIANCE_TEXTS[language].categories[finding.category];
  return { kind: finding.kind, category: finding.category, message: texts.message, quote: finding.quote, explanation: texts.explanation, compliantLine: texts.compliantLine };
}

/** The rules' findings on one agent line, worded for the reader (a pasted or phoned conversation has no stored feedback to read them from). */
export function complianceIssues(message: string, language: Language, clientLine?: string): ComplianceIssue[] {
  return detectCompliance(message, language, clientLine).map((f) => issueOf(f, language));
}

/** Caps every metric below 50, drops strengths and leads the suggestions with the compliant lines. */
function capped(feedback: Feedback, issues: ComplianceIssue[], language: Language): Feedback {
  const cap = (n: number) => Math.min(n, COMPLIANCE_SCORE_CAP);
  const lines = [...new Set(issues.map((i) => i.compliantLine ?? i.message))];
  return {
    ...feedback,
    confidence: cap(feedback.confidence),
    clarity: cap(feedback.clarity),
    value: cap(feedback.value),
    cta: cap(feedback.cta),
    strengths: [],
    suggestions: [...lines, ...feedback.suggestions.filter((s) => !lines.includes(s))].slice(0, Math.max(3, lines.length)),
    nextLevel: COMPLIANCE_TEXTS[language].nextLevel,
    compliance: issues,
  };
}

/** Feedback for a reply with compliance findings: each warning names its category, quotes and explains. */
export function withCompliance(feedback: Feedback, findings: readonly ComplianceFinding[], language: Language): Feedback {
  if (findings.length === 0) return feedback;
  return capped(feedback, findings.map((f) => issueOf(f, language)), language);
}

/** Detects the reply's risks with the shared rules and applies them to the feedback. */
export function checkCompliance(feedback: Feedback, message: string, language: Language, clientLine?: string): Feedback {
  return withCompliance(feedback, detectCompliance(message, language, clientLine), language);
}

/**
 * The openai provider's gate: the deterministic findings and the model's own issues, one per
 * category (the rules' wording first), and the cap whenever either found something.
 */
export function mergeCompliance(feedback: Feedback, modelIssues: readonly ComplianceIssue[], message: string, language: Language, clientLine?: string): Feedback {
  const issues = detectCompliance(message, language, clientLine).map((f) => issueOf(f, language));
  for (const issue of modelIssues) {
    // A model issue without a category repeats any finding of its kind.
    const repeated = issue.category ? issues.some((i) => i.category === issue.category) : issues.some((i) => i.kind === issue.kind);
    if (repeated) continue;
    const texts = issue.category ? COMPLIANCE_TEXTS[language].categories[issue.category] : undefined;
    issues.push({ ...issue, explanation: issue.explanation ?? texts?.explanation, compliantLine: issue.compliantLine ?? texts?.compliantLine });
  }
  return issues.length === 0 ? feedback : capped(feedback, issues, language);
}
