import { QUIZ_POINTS } from '@app/contracts/quiz-questions';
import type { BankQuestion, CategoryBank } from './bank/bank-types';
import { clientHandlingBank } from './bank/client-handling';
import { legalComplianceBank } from './bank/legal-compliance';
import { marketAnalysisBank } from './bank/market-analysis';
import { propertyBasicsBank } from './bank/property-basics';
import type { QuizRepository } from './quiz.repository';

export const QUIZ_BANK: CategoryBank[] = [propertyBasicsBank, marketAnalysisBank, clientHandlingBank, legalComplianceBank];

function toRow(category: string, q: BankQuestion) {
  return {
    questionId: q.id,
    type: q.type,
    question: q.en.q,
    scenario: q.en.s ?? null,
    options: JSON.stringify(q.en.o ?? []),
    correctAnswer: q.en.a,
    rubric: q.en.r ?? '',
    explanation: q.en.x,
    category,
    subcategory: q.sub,
    difficulty: q.difficulty,
    points: QUIZ_POINTS[q.difficulty],
    translations: JSON.stringify({ ru: { question: q.ru.q, scenario: q.ru.s, options: q.ru.o, correctAnswer: q.ru.a, rubric: q.ru.r, explanation: q.ru.x } }),
  };
}

/**
 * Seeds the question bank once, into an empty table: after that the bank is the admins' (a deleted
 * question does not come back on the next start).
 */
export async function seedQuizBank(repo: QuizRepository): Promise<number> {
  if ((await repo.countQuestions()) > 0) return 0;
  const rows = QUIZ_BANK.flatMap((bank) => bank.questions.map((q) => toRow(bank.category, q)));
  await repo.createQuestions(rows);
  return rows.length;
}
