import type { Lang } from '../../lib/i18n';
import type { QuestionRow } from './quiz.repository';
import { readStringList } from '../../lib/json-text';
import { parseQuestionTranslations } from './question-translations';

export interface QuestionTexts {
  question: string;
  scenario: string | null;
  options: string[];
  correctAnswer: string;
  rubric: string;
  explanation: string;
}

/** A question's texts in the language asked for; a text missing in that language falls back to the base one. */
export function questionTexts(row: QuestionRow, lang: Lang): QuestionTexts {
  const base: QuestionTexts = {
    question: row.question,
    scenario: row.scenario,
    options: readStringList(row.options),
    correctAnswer: row.correctAnswer,
    rubric: row.rubric,
    explanation: row.explanation,
  };
  if (lang === 'en') return base;
  const other = parseQuestionTranslations(row.translations)[lang] ?? {};
  const options = Array.isArray(other.options) && other.options.length === base.options.length ? other.options : base.options;
  return {
    question: other.question || base.question,
    scenario: other.scenario || base.scenario,
    options,
    correctAnswer: other.correctAnswer || base.correctAnswer,
    rubric: other.rubric || base.rubric,
    explanation: other.explanation || base.explanation,
  };
}

/** Every language's correct option: a multiple-choice answer is right in whichever language it was served. */
export function correctOptions(row: QuestionRow): string[] {
  return [row.correctAnswer, questionTexts(row, 'ru').correctAnswer].map((s) => s.trim().toLowerCase());
}
