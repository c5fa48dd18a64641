import type { QuizDifficulty } from '@app/contracts/quiz-questions';
import type { BankQuestion } from './bank-types';

const LEVEL: Record<'b' | 'i' | 'a', QuizDifficulty> = { b: 'beginner', i: 'intermediate', a: 'advanced' };
type Level = keyof typeof LEVEL;

/** Multiple choice: [question, options, index of the right option, explanation] in English, then Russian. */
export function mc(id: string, level: Level, sub: string, en: [string, string[], number, string], ru: [string, string[], string]): BankQuestion {
  const [q, o, right, x] = en;
  return { id, type: 'multiple-choice', difficulty: LEVEL[level], sub, en: { q, o, a: o[right], x }, ru: { q: ru[0], o: ru[1], a: ru[1][right], x: ru[2] } };
}

/** Open answer: [question, reference answer, rubric, explanation] in English, then Russian. */
export function text(id: string, level: Level, sub: string, en: [string, string, string, string], ru: [string, string, string, string]): BankQuestion {
  return { id, type: 'text', difficulty: LEVEL[level], sub, en: { q: en[0], a: en[1], r: en[2], x: en[3] }, ru: { q: ru[0], a: ru[1], r: ru[2], x: ru[3] } };
}

/** Scenario: [situation, question, reference answer, rubric, explanation] in English, then Russian. */
export function scenario(id: string, level: Level, sub: string, en: [string, string, string, string, string], ru: [string, string, string, string, string]): BankQuestion {
  return {
    id,
    type: 'scenario',
    difficulty: LEVEL[level],
    sub,
    en: { s: en[0], q: en[1], a: en[2], r: en[3], x: en[4] },
    ru: { s: ru[0], q: ru[1], a: ru[2], r: ru[3], x: ru[4] },
  };
}
