import { z } from 'zod';

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
});
export type AdminQuizQuestion = z.infer<typeof adminQuizQuestionSchema>;
export const adminQuizQuestionListSchema = z.array(adminQuizQuestionSchema);

/**
 * POST and PUT /api/admin/quiz-questions body: the spec's {type, question, options, correctAnswer,
 * scenario, category, subcategory, difficulty}; rubric, explanation, points and isActive are optional
 * (points default to the difficulty's). Multiple choice needs at least two non-empty options and a
 * correct answer among them.
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
  })
  .superRefine((q, ctx) => {
    if (q.type !== 'multiple-choice') return;
    const options = q.options.filter(Boolean);
    if (options.length < 2) ctx.addIssue({ code: 'custom', path: ['options'], message: 'quiz.optionsRequired' });
    if (!options.includes(q.correctAnswer)) ctx.addIssue({ code: 'custom', path: ['correctAnswer'], message: 'quiz.correctAnswerNotAnOption' });
  });
export type QuizQuestionInput = z.input<typeof quizQuestionInputSchema>;
