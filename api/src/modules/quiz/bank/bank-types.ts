import type { QuizCategory, QuizDifficulty, QuizQuestionType } from '@app/contracts/quiz-questions';

/** One language's texts of a bank question. `a` is the correct option or the reference answer. */
export interface BankTexts {
  q: string;
  s?: string;
  o?: string[];
  a: string;
  r?: string;
  x: string;
}

/** A question of the seeded bank, written in both of the app's languages. */
export interface BankQuestion {
  id: string;
  type: QuizQuestionType;
  difficulty: QuizDifficulty;
  sub: string;
  en: BankTexts;
  ru: BankTexts;
}

export type CategoryBank = { category: QuizCategory; questions: BankQuestion[] };
