import * as z from '@app/contracts/zod';
import { QUIZ_CATEGORIES, quizCategorySchema, type QuizCategory } from './quiz-questions';
import { rowIdSchema } from './row-id';

// The player side of the quiz (spec 001 §3 quiz category, player question, evaluation result, quiz
// stats; §7 quiz calls; §9 pass minimums, timers, points). Shared rules live here, once.

/** Each category's key in the i18n `quiz:categories` (its title and description), once for API and apps. */
export const QUIZ_TEXT_KEY: Record<QuizCategory, string> = {
  'property-basics': 'propertyBasics',
  'market-analysis': 'marketAnalysis',
  'client-handling': 'clientHandling',
  'legal-compliance': 'legalCompliance',
};

/** Pass minimums in percent (spec 001 §9). */
export const QUIZ_PASS_MIN: Record<QuizCategory, number> = {
  'property-basics': 90,
  'market-analysis': 75,
  'client-handling': 85,
  'legal-compliance': 90,
};

/** Time allowance in seconds (spec 001 §9). */
export const quizTimeLimit = (category: QuizCategory): number => (category === 'property-basics' ? 3600 : 1800);

/** How many questions one quiz draws (property-basics 50, the others 20 or all when fewer). */
export const QUIZ_DRAW: Record<QuizCategory, number> = {
  'property-basics': 50,
  'market-analysis': 20,
  'client-handling': 20,
  'legal-compliance': 20,
};

export const quizPassed = (category: QuizCategory, percentage: number) => percentage >= QUIZ_PASS_MIN[category];

export const quizCategoryInfoSchema = z.object({
  id: quizCategorySchema,
  title: z.string(),
  description: z.string(),
  minScore: z.number(),
  timeLimit: z.number(),
  questionCount: z.number(),
});
export type QuizCategoryInfo = z.infer<typeof quizCategoryInfoSchema>;
export const quizCategoryListSchema = z.array(quizCategoryInfoSchema);

/** A question as the player sees it: never the correct answer, the rubric or the explanation. */
export const playerQuestionSchema = z.object({
  id: z.string(),
  type: z.enum(['multiple-choice', 'text', 'scenario']),
  question: z.string(),
  scenario: z.string().optional(),
  options: z.array(z.string()).optional(),
  category: quizCategorySchema,
  difficulty: z.enum(['beginner', 'intermediate', 'advanced']),
  points: z.number(),
});
export type PlayerQuestion = z.infer<typeof playerQuestionSchema>;

/** GET /api/quiz/{category}/questions answers the spec's question list. */
export const quizQuestionListSchema = z.array(playerQuestionSchema);

/**
 * The attempt the served list opened travels in this header, so the body stays the spec's list;
 * evaluation also finds the caller's open attempt of the category without it.
 */
export const QUIZ_ATTEMPT_HEADER = 'X-Quiz-Attempt-Id';

/** A served quiz as the app keeps it: the list, the attempt from the header, and the allowance. */
export const quizServedSchema = z.object({
  attemptId: z.number().optional(),
  category: quizCategorySchema,
  timeLimit: z.number(),
  questions: quizQuestionListSchema,
});
export type QuizServed = z.infer<typeof quizServedSchema>;

/**
 * The spec's body {category, answers, timeSpent, userId}; `userId` is ignored (the token says who),
 * `attemptId` names the served set (without it, the attempt the caller was served last in the category).
 * `answers` is keyed by question id (an array of {questionId, answer} is read too).
 */
export const quizEvaluateBodySchema = z.object({
  category: quizCategorySchema,
  answers: z.union([
    z.record(z.string(), z.string().max(5000)),
    z.array(z.object({ questionId: z.string(), answer: z.string().max(5000) })).transform((list) => Object.fromEntries(list.map((a) => [a.questionId, a.answer]))),
  ]),
  timeSpent: z.coerce.number().int().min(0).max(86_400).default(0),
  userId: z.unknown().optional(),
  attemptId: rowIdSchema.optional(),
});
export type QuizEvaluateBody = z.input<typeof quizEvaluateBodySchema>;

export const questionReviewSchema = z.object({
  questionId: z.string(),
  question: z.string(),
  type: z.enum(['multiple-choice', 'text', 'scenario']),
  answer: z.string(),
  correctAnswer: z.string(),
  correct: z.boolean(),
  score: z.number(),
  maxScore: z.number(),
  feedback: z.string(),
  explanation: z.string(),
});
export type QuestionReview = z.infer<typeof questionReviewSchema>;

export const quizResultSchema = z.object({
  attemptId: z.number(),
  category: quizCategorySchema,
  percentage: z.number(),
  totalScore: z.number(),
  maxScore: z.number(),
  passed: z.boolean(),
  minScore: z.number(),
  timeSpent: z.number(),
  feedback: z.string(),
  recommendations: z.array(z.string()),
  /** Per subcategory of the quiz (spec: list of category, score, maxScore). */
  detailedScores: z.array(z.object({ category: z.string(), score: z.number(), maxScore: z.number() })),
  questions: z.array(questionReviewSchema),
  completedAt: z.string(),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

export const quizStatsSchema = z.object({
  averageScore: z.number(),
  totalScore: z.number(),
  totalMaxScore: z.number(),
  streak: z.number(),
  totalQuizzes: z.number(),
  categoryStats: z.record(z.string(), z.object({ average: z.number(), count: z.number(), passed: z.number(), failed: z.number() })),
  recentResults: z.array(
    z.object({ id: z.number(), category: quizCategorySchema, percentage: z.number(), passed: z.boolean(), timeSpent: z.number(), createdAt: z.string() }),
  ),
});
export type QuizStats = z.infer<typeof quizStatsSchema>;

export { QUIZ_CATEGORIES };
