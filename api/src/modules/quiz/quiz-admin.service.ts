import { QUIZ_POINTS, quizQuestionInputSchema, type AdminQuizQuestion, type QuizCategory } from '@app/contracts/quiz-questions';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { QuestionRow } from './quiz.repository';
import type { QuizAdminRepository } from './quiz-admin.repository';

type Input = z.output<typeof quizQuestionInputSchema>;
export type QuizAdminAction = 'create' | 'update' | 'delete' | 'toggle';
/** The seam for the audit log: called after every admin write with the row before and after and who wrote it. */
export type OnQuizWrite = (
  before: AdminQuizQuestion | null,
  after: AdminQuizQuestion | null,
  action: QuizAdminAction,
  actorId: number,
) => void | Promise<void>;

const PREFIX: Record<QuizCategory, string> = { 'property-basics': 'PB', 'market-analysis': 'MA', 'client-handling': 'CH', 'legal-compliance': 'LC' };

export function toAdminQuestion(row: QuestionRow): AdminQuizQuestion {
  return {
    id: row.id,
    questionId: row.questionId,
    type: row.type as AdminQuizQuestion['type'],
    question: row.question,
    scenario: row.scenario,
    options: JSON.parse(row.options) as string[],
    correctAnswer: row.correctAnswer,
    rubric: row.rubric,
    explanation: row.explanation,
    category: row.category as QuizCategory,
    subcategory: row.subcategory,
    difficulty: row.difficulty as AdminQuizQuestion['difficulty'],
    points: row.points,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

function columns(input: Input) {
  const mc = input.type === 'multiple-choice';
  return {
    type: input.type,
    question: input.question,
    scenario: input.scenario || null,
    options: JSON.stringify(mc ? input.options.filter(Boolean) : []),
    correctAnswer: input.correctAnswer,
    category: input.category,
    subcategory: input.subcategory,
    difficulty: input.difficulty,
    points: input.points ?? QUIZ_POINTS[input.difficulty],
    ...(input.rubric !== undefined ? { rubric: input.rubric } : {}),
    ...(input.explanation !== undefined ? { explanation: input.explanation } : {}),
    ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
  };
}

export function createQuizAdminService(repo: QuizAdminRepository, onWrite: OnQuizWrite = () => undefined) {
  async function existing(id: number) {
    const row = await repo.find(id);
    if (!row) throw new AppError('notFound', 404, 'quiz:errors.questionNotFound');
    return row;
  }
  /** The next free display id of the category, e.g. PB-051. */
  async function nextQuestionId(category: QuizCategory) {
    const prefix = PREFIX[category];
    const used = (await repo.idsWithPrefix(`${prefix}-`)).map((r) => Number(r.questionId.slice(prefix.length + 1)) || 0);
    return `${prefix}-${String(Math.max(0, ...used) + 1).padStart(3, '0')}`;
  }
  return {
    list: async () => (await repo.list()).map(toAdminQuestion),
    async create(input: Input, actorId = 0) {
      const after = toAdminQuestion(await repo.create({ ...columns(input), questionId: await nextQuestionId(input.category) }));
      await onWrite(null, after, 'create', actorId);
      return after;
    },
    async update(id: number, input: Input, actorId = 0) {
      const before = toAdminQuestion(await existing(id));
      const after = toAdminQuestion(await repo.update(id, columns(input)));
      await onWrite(before, after, 'update', actorId);
      return after;
    },
    async remove(id: number, actorId = 0) {
      const before = toAdminQuestion(await existing(id));
      await repo.remove(id);
      await onWrite(before, null, 'delete', actorId);
    },
    async toggle(id: number, actorId = 0) {
      const row = await existing(id);
      const after = toAdminQuestion(await repo.update(id, { isActive: !row.isActive }));
      await onWrite(toAdminQuestion(row), after, 'toggle', actorId);
      return after;
    },
  };
}
export type QuizAdminService = ReturnType<typeof createQuizAdminService>;
