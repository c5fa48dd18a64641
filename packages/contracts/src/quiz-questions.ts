import * as z from '@app/contracts/zod';

// Quiz questions as admins manage them (spec 001 §3 "Quiz question (admin view)", §5, §7
// /api/admin/quiz-questions). The quiz module owns the table and these endpoints; mfe-admin reads them.

export const QUIZ_CATEGORIES = ['property-basics', 'market-analysis', 'client-handling', 'legal-compliance'] as const;
export const quizCategorySchema = z.enum(QUIZ_CATEGORIES);
export type QuizCategory = z.infer<typeof quizCategorySchema>;

export const QUIZ_QUESTION_TYPES = ['multiple-choice', 'text', 'scenario'] as const;
/** The spec's clients also send "multiple_choice": read both, answer the dashed form. */
export const quizQuestionTypeSchema = z.preprocess((v) => (v === 'multiple_choice' ? 'multiple-choice' : v), z.enum(QUIZ_QUESTION_TYPES));
export type QuizQuestionType = (typeof QUIZ_QUESTION_TYPES)[number];

export const QUIZ_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export const quizDifficultySchema = z.enum(QUIZ_DIFFICULTIES);
export type QuizDifficulty = z.infer<typeof quizDifficultySchema>;

/** Points per difficulty (spec 001 §9). */
export const QUIZ_POINTS: Record<QuizDifficulty, number> = { beginner: 10, intermediate: 15, advanced: 20 };

/**
 * A question's texts in another language than the one it was written in (English). Every field is
 * optional: a missing one falls back to the written text. For multiple choice the options follow the
 * written ones by position, and the correct one is the option at the written correct answer's place.
 */
export const quizQuestionTextsSchema = z.object({
  question: z.string().trim().max(2000, 'validation.tooLong').optional(),
  scenario: z.string().trim().max(4000, 'validation.tooLong').optional(),
  options: z.array(z.string().trim().max(500, 'validation.tooLong')).max(8).optional(),
  correctAnswer: z.string().trim().max(2000, 'validation.tooLong').optional(),
  rubric: z.string().trim().max(4000, 'validation.tooLong').optional(),
  explanation: z.string().trim().max(4000, 'validation.tooLong').optional(),
});
export type QuizQuestionTexts = z.infer<typeof quizQuestionTextsSchema>;
/** The translations of a question by language: {"ru": {...}} (English is the written text). */
export const quizQuestionTranslationsSchema = z.object({ ru: quizQuestionTextsSchema.optional() });
export type QuizQuestionTranslations = z.infer<typeof quizQuestionTranslationsSchema>;

export const adminQuizQuestionSchema = z.object({
  id: z.number().int(),
  questionId: z.string(),
  type: z.enum(QUIZ_QUESTION_TYPES),
  question: z.string(),
  scenario: z.string().nullable(),
  options: z.array(z.string()),
  correctAnswer: z.string(),
  /** What a full-credit text or scenario answer covers (guides the AI grading). */
  rubric: z.string(),
  explanation: z.string(),
  category: quizCategorySchema,
  subcategory: z.string(),
  difficulty: quizDifficultySchema,
  points: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
  /** The texts in the other languages, for readers of those languages and for the edit dialog. */
  translations: quizQuestionTranslationsSchema.optional(),
});
export type AdminQuizQuestion = z.infer<typeof adminQuizQuestionSchema>;
export const adminQuizQuestionListSchema = z.array(adminQuizQuestionSchema);

/**
 * POST and PUT /api/admin/quiz-questions body: the spec's {type, question, options, correctAnswer,
 * scenario, category, subcategory, difficulty}; rubric, explanation, points and isActive are optional
 * (points default to the difficulty's), and so are the translations (absent: kept while the written
 * texts stay the same). Multiple choice needs at least two non-empty options and a correct answer
 * among them; translated options, when given, are as many as the written ones.
 */
export const quizQuestionInputSchema = z
  .object({
    type: quizQuestionTypeSchema,
    question: z.string().trim().min(1, 'quiz.questionRequired').max(2000, 'validation.tooLong'),
    options: z.array(z.string().trim().max(500)).max(8).default([]),
    correctAnswer: z.string().trim().max(2000).default(''),
    scenario: z.string().trim().max(4000).nullish(),
    category: z.enum(QUIZ_CATEGORIES, { message: 'quiz.categoryRequired' }),
    subcategory: z.string().trim().max(100).default(''),
    difficulty: quizDifficultySchema,
    rubric: z.string().trim().max(4000).optional(),
    explanation: z.string().trim().max(4000).optional(),
    points: z.number().int().min(1).max(100).optional(),
    isActive: z.boolean().optional(),
    translations: quizQuestionTranslationsSchema.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.type !== 'multiple-choice') return;
    const options = q.options.filter(Boolean);
    if (options.length < 2) ctx.addIssue({ code: 'custom', path: ['options'], message: 'quiz.optionsRequired' });
    if (!options.includes(q.correctAnswer)) ctx.addIssue({ code: 'custom', path: ['correctAnswer'], message: 'quiz.correctAnswerNotAnOption' });
    const translated = q.translations?.ru?.options ?? [];
    if (translated.some(Boolean) && !alignOptions(q.options, translated).every(Boolean)) {
      ctx.addIssue({ code: 'custom', path: ['translations', 'ru', 'options'], message: 'quiz.translatedOptionsCount' });
    }
  });
/** The translated options at the places of the non-empty written ones (the dialog sends both lists slot by slot). */
export function alignOptions(written: string[], translated: string[]): string[] {
  return written.flatMap((o, i) => (o ? [translated[i] ?? ''] : []));
}

export type QuizQuestionInput = z.input<typeof quizQuestionInputSchema>;
