import type { Feedback, Language } from '../src/modules/ai/ai-types';
import casesEn from './cases-en.json';
import casesRu from './cases-ru.json';

export interface EvalCase {
  id: string;
  clientLine: string;
  weak: string;
  strong: string;
}

export interface PairResult {
  id: string;
  language: Language;
  weakMean: number;
  strongMean: number;
  correct: boolean;
}

export interface EvalReport {
  accuracy: number;
  byLanguage: Record<Language, number>;
  pairs: PairResult[];
}

export type Coach = (message: string, clientLine: string, language: Language) => Promise<Feedback>;

export const EVAL_CASES: Record<Language, EvalCase[]> = { en: casesEn, ru: casesRu };

/** The chat's session score (spec 000 §5): the mean of confidence, clarity, value and cta. */
export const feedbackMean = (f: Feedback) => (f.confidence + f.clarity + f.value + f.cta) / 4;

const share = (pairs: PairResult[]) => (pairs.length ? pairs.filter((p) => p.correct).length / pairs.length : 0);

export async function pairwiseAccuracy(coach: Coach): Promise<EvalReport> {
  const pairs: PairResult[] = [];
  for (const language of ['en', 'ru'] as const) {
    for (const c of EVAL_CASES[language]) {
      const weakMean = feedbackMean(await coach(c.weak, c.clientLine, language));
      const strongMean = feedbackMean(await coach(c.strong, c.clientLine, language));
      pairs.push({ id: c.id, language, weakMean, strongMean, correct: strongMean > weakMean });
    }
  }
  return {
    accuracy: share(pairs),
    byLanguage: { en: share(pairs.filter((p) => p.language === 'en')), ru: share(pairs.filter((p) => p.language === 'ru')) },
    pairs,
  };
}
