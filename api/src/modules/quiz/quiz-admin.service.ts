import { QUIZ_POINTS, quizQuestionInputSchema, type AdminQuizQuestion, type QuizCategory } from '@app/contracts/quiz-questions';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { QuestionRow } from './quiz.repository';
import type { QuizAdminReads, QuizAdminRepository } from './quiz-admin.repository';
import { parseQuestionTranslations, translationsAfterUpdate, translationsToStore } from './question-translations';
import { readStringList } from '../../lib/json-text';
import { storedEnum } from '../../lib/stored-enum';
import { QUIZ_CATEGORIES, QUIZ_DIFFICULTIES, QUIZ_QUESTION_TYPES } from '@app/contracts/quiz-questions';

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
    type: storedEnum(QUIZ_QUESTION_TYPES, row.type, 'multiple-choice'),
    question: row.question,
    scenario: row.scenario,
    options: readStringList(row.options),
    correctAnswer: row.correctAnswer,
    rubric: row.rubric,
    explanation: row.explanation,
    category: storedEnum(QUIZ_CATEGORIES, row.category, 'property-basics'),
    subcategory: row.subcategory,
    difficulty: storedEnum(QUIZ_DIFFICULTIES, row.difficulty, 'beginner'),
    points: row.points,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    translations: parseQuestionTranslations(row.translations),
  };
}

/** The row's columns from the body; `stored` is the row before an update (none for a create). */
function columns(input: Input, stored?: QuestionRow) {
  const mc = input.type === 'multiple-choice';
  const written = {
    type: input.type,
    question: input.question,
    scenario: input.scenario || null,
    options: mc ? input.options.filter(Boolean) : [],
    correctAnswer: input.correctAnswer,
    rubric: input.rubric,
    explanation: input.explanation,
  };
  let translations: string;
  if (input.translations) translations = translationsToStore(input.translations, written, mc ? input.options : []);
  else if (stored) translations = translationsAfterUpdate(stored.translations, toAdminQuestion(stored), written);
  else translations = '{}';
  return {
    translations,
    type: written.type,
    question: written.question,
    scenario: written.scenario,
    options: JSON.stringify(written.options),
    correctAnswer: written.correctAnswer,
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
  async function existing(r: QuizAdminReads, id: number) {
    const row = await r.find(id);
    if (!row) throw new AppError('notFound', 404, 'quiz:errors.questionNotFound');
    return row;
  }
  /** The next free display id of the category, e.g. PB-051 (read and used under the create key). */
  async function nextQuestionId(r: QuizAdminReads, category: QuizCategory) {
    const prefix = PREFIX[category];
    const used = (await r.idsWithPrefix(`${prefix}-`)).map((row) => Number(row.questionId.slice(prefix.length + 1)) || 0);
    return `${prefix}-${String(Math.max(0, ...used) + 1).padStart(3, '0')}`;
  }
  // A question's read-then-write runs alone, so parallel toggles each flip what the one before left.
  const onQuestion = <T>(id: number, fn: (r: QuizAdminReads, row: QuestionRow) => Promise<T>) =>
    repo.oneAtATime(`question:${id}`, async (r) => fn(r, await existing(r, id)));
  return {
    list: async () => (await repo.list()).map(toAdminQuestion),
    async create(input: Input, actorId = 0) {
      const row = await repo.oneAtATime('create', async (r) => r.create({ ...columns(input), questionId: await nextQuestionId(r, input.category) }));
      const after = toAdminQuestion(row);
      await onWrite(null, after, 'create', actorId);
      return after;
    },
    async update(id: number, input: Input, actorId = 0) {
      const [before, after] = await onQuestion(id, async (r, row) => [row, await r.update(id, columns(input, row))]);
      await onWrite(toAdminQuestion(before), toAdminQuestion(after), 'update', actorId);
      return toAdminQuestion(after);
    },
    async remove(id: number, actorId = 0) {
      const before = await onQuestion(id, async (r, row) => {
        if (!(await r.remove(id))) throw new AppError('notFound', 404, 'quiz:errors.questionNotFound');
        return row;
      });
      await onWrite(toAdminQuestion(before), null, 'delete', actorId);
    },
    async toggle(id: number, actorId = 0) {
      const [before, after] = await onQuestion(id, async (r, row) => [row, await r.update(id, { isActive: !row.isActive })]);
      await onWrite(toAdminQuestion(before), toAdminQuestion(after), 'toggle', actorId);
      return toAdminQuestion(after);
    },
  };
}
export type QuizAdminService = ReturnType<typeof createQuizAdminService>;
