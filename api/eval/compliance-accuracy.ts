import type { ComplianceKind } from '@app/contracts/chat';
import type { Feedback, Language } from '../src/modules/ai/ai-types';
import { EVAL_CASES, feedbackMean } from './pairwise-accuracy';
import complianceCases from './compliance-cases.json';

export interface ComplianceCase {
  id: string;
  language: Language;
  message: string;
  /** The kinds the coach must flag; [] for a compliant reply. */
  expected: ComplianceKind[];
}

export const COMPLIANCE_CASES = complianceCases as ComplianceCase[];

export interface ComplianceMiss {
  id: string;
  expected: string[];
  got: string[];
  mean: number;
}

/**
 * Every labelled compliance case gets exactly its kinds and, when risky, a score below 50; every
 * strong reply of the pairwise set is flagged with nothing (no compliant reply is punished).
 */
export async function complianceAccuracy(coach: (message: string, language: Language) => Promise<Feedback>) {
  const misses: ComplianceMiss[] = [];
  const checked = [
    ...COMPLIANCE_CASES,
    ...(['en', 'ru'] as const).flatMap((language) => EVAL_CASES[language].map((c) => ({ id: `${c.id}-strong`, language, message: c.strong, expected: [] as ComplianceKind[] }))),
  ];
  for (const c of checked) {
    const feedback = await coach(c.message, c.language);
    const got = (feedback.compliance ?? []).map((x) => x.kind).sort();
    const mean = feedbackMean(feedback);
    const ok = JSON.stringify(got) === JSON.stringify([...c.expected].sort()) && (c.expected.length === 0 || mean < 50);
    if (!ok) misses.push({ id: c.id, expected: c.expected, got, mean });
  }
  return { total: checked.length, misses, accuracy: (checked.length - misses.length) / checked.length };
}
