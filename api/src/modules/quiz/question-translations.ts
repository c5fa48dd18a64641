import { alignOptions, quizQuestionTranslationsSchema, type QuizQuestionTexts, type QuizQuestionTranslations } from '@app/contracts/quiz-questions';
import { readJson } from '../../lib/json-text';
import { definedFields } from '../../lib/typed-object';

interface Written {
  type: string;
  question: string;
  scenario: string | null;
  options: string[];
  correctAnswer: string;
  rubric?: string;
  explanation?: string;
}

/** The stored translations column, read leniently: an unreadable one counts as none. */
export const parseQuestionTranslations = (raw: string): QuizQuestionTranslations => readJson(raw, quizQuestionTranslationsSchema, {});

const nonEmpty = (text: string | undefined) => (text ? text : undefined);

/**
 * One language's texts as stored: empty fields left out (the written text shows instead), options
 * only for multiple choice and then one per written option, the correct one at the written one's place.
 */
function normalizeTexts(texts: QuizQuestionTexts, written: Written, writtenOptions: string[]): QuizQuestionTexts | undefined {
  const mc = written.type === 'multiple-choice';
  const options = mc && texts.options?.some(Boolean) ? alignOptions(writtenOptions, texts.options) : undefined;
  const kept = writtenOptions.filter(Boolean);
  const out: QuizQuestionTexts = {
    question: nonEmpty(texts.question),
    scenario: written.type === 'scenario' ? nonEmpty(texts.scenario) : undefined,
    options,
    correctAnswer: mc ? options?.[kept.indexOf(written.correctAnswer)] : nonEmpty(texts.correctAnswer),
    rubric: mc ? undefined : nonEmpty(texts.rubric),
    explanation: nonEmpty(texts.explanation),
  };
  const present = definedFields(out);
  return Object.keys(present).length > 0 ? present : undefined;
}

/** The translations to store for a written question; `writtenOptions` are the dialog's slots, blanks included. */
export function translationsToStore(translations: QuizQuestionTranslations, written: Written, writtenOptions: string[]): string {
  const ru = translations.ru && normalizeTexts(translations.ru, written, writtenOptions);
  return JSON.stringify(ru ? { ru } : {});
}

const sameWritten = (a: Written, b: Written) =>
  a.type === b.type &&
  a.question === b.question &&
  (a.scenario ?? null) === (b.scenario ?? null) &&
  JSON.stringify(a.options) === JSON.stringify(b.options) &&
  a.correctAnswer === b.correctAnswer &&
  (b.rubric === undefined || a.rubric === b.rubric) &&
  (b.explanation === undefined || a.explanation === b.explanation);

/**
 * The translations after an update that did not send any: kept while the written texts stay the
 * same, dropped otherwise (a translation of the old text would teach, and grade, the old question).
 */
export function translationsAfterUpdate(stored: string, before: Written, after: Written): string {
  return sameWritten(before, after) ? stored : '{}';
}
