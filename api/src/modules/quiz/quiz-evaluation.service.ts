import { QUIZ_QUESTION_TYPES, type QuizCategory } from '@app/contracts/quiz-questions';
import { QUIZ_PASS_MIN, quizEvaluateBodySchema, quizPassed, type QuestionReview, type QuizResult } from '@app/contracts/quiz';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { EventBus } from '../../lib/events';
import { translate, type Lang } from '../../lib/i18n';
import type { AiEngine } from '../ai/ai-engine';
import { correctOptions, questionTexts } from './question-texts';
import { categoryTitle, parseCategory } from './quiz-player.service';
import type { QuestionRow, QuizRepository } from './quiz.repository';
import { reviewRecommendations } from './quiz-recommendations';
import { readJson } from '../../lib/json-text';
import { storedEnum } from '../../lib/stored-enum';

type EvaluateBody = z.output<typeof quizEvaluateBodySchema>;

async function grade(ai: AiEngine, row: QuestionRow, answer: string, lang: Lang): Promise<QuestionReview> {
  const t = questionTexts(row, lang);
  const base = { questionId: row.questionId, question: t.question, type: storedEnum(QUIZ_QUESTION_TYPES, row.type, 'multiple-choice'), answer, correctAnswer: t.correctAnswer, explanation: t.explanation, maxScore: row.points };
  if (row.type === 'multiple-choice') {
    const correct = !!answer.trim() && correctOptions(row).includes(answer.trim().toLowerCase());
    const feedback = translate(lang, correct ? 'quiz:grading.mcCorrect' : 'quiz:grading.mcWrong', { answer: t.correctAnswer });
    return { ...base, correct, score: correct ? row.points : 0, feedback };
  }
  const g = await ai.gradeQuizAnswer({
    language: lang,
    type: row.type === 'scenario' ? 'scenario' : 'text',
    question: t.question,
    scenario: t.scenario ?? undefined,
    referenceAnswer: t.correctAnswer,
    rubric: t.rubric || undefined,
    answer,
    maxPoints: row.points,
  });
  return { ...base, correct: g.correct, score: g.score, feedback: g.feedback };
}

function subcategoryLabel(lang: Lang, sub: string) {
  return sub ? translate(lang, `quiz:subcategories.${sub}`, { defaultValue: sub }) : translate(lang, 'quiz:subcategories.general');
}

/** Feedback and recommendations from the graded answers, in the attempt's language. */
function summarize(lang: Lang, category: QuizCategory, percentage: number, rows: QuestionRow[], reviews: QuestionReview[]) {
  const bySub = new Map<string, { score: number; maxScore: number }>();
  rows.forEach((row, i) => {
    const cur = bySub.get(row.subcategory) ?? { score: 0, maxScore: 0 };
    bySub.set(row.subcategory, { score: cur.score + reviews[i].score, maxScore: cur.maxScore + reviews[i].maxScore });
  });
  const detailedScores = [...bySub].map(([sub, s]) => ({ category: subcategoryLabel(lang, sub), score: s.score, maxScore: s.maxScore }));
  const min = QUIZ_PASS_MIN[category];
  const title = categoryTitle(lang, category);
  const level = percentage >= min ? (percentage >= 95 ? 'excellent' : 'passed') : percentage >= min - 15 ? 'close' : 'failed';
  const feedback = translate(lang, `quiz:grading.feedback.${level}`, { percentage, min, category: title });
  const recommendations = reviewRecommendations(lang, [...bySub].map(([sub, s]) => ({ topic: subcategoryLabel(lang, sub), ...s })));
  if (reviews.some((r) => r.type !== 'multiple-choice' && !r.correct)) recommendations.push(translate(lang, 'quiz:grading.recommendWritten'));
  if (percentage < min) recommendations.push(translate(lang, 'quiz:grading.recommendRetry', { min }));
  else if (!recommendations.length) recommendations.push(translate(lang, 'quiz:grading.recommendNext'));
  return { detailedScores, feedback, recommendations };
}

export function createQuizEvaluationService(repo: QuizRepository, deps: { ai: AiEngine; events: EventBus; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    async evaluate(userId: number, body: EvaluateBody, lang: Lang): Promise<QuizResult> {
      const category = parseCategory(body.category);
      const attempt = body.attemptId ? await repo.findAttempt(body.attemptId) : await repo.latestAttempt(userId, category);
      if (!attempt || attempt.userId !== userId || attempt.category !== category) throw new AppError('conflict', 409, 'quiz:errors.noAttempt');
      if (attempt.evaluatedAt) throw new AppError('conflict', 409, 'quiz:errors.alreadyEvaluated');
      const ids = readJson(attempt.questionIds, z.array(z.number().int()), []);
      const found = new Map((await repo.questionsByIds(ids)).map((q) => [q.id, q]));
      const rows = ids.map((id) => found.get(id)).filter((q): q is QuestionRow => !!q);
      const served = new Set(rows.map((q) => q.questionId));
      if (Object.keys(body.answers).some((key) => !served.has(key))) throw new AppError('validation', 400, 'quiz:errors.notServed');
      const completedAt = now();
      if (!(await repo.claim(attempt.id, completedAt))) throw new AppError('conflict', 409, 'quiz:errors.alreadyEvaluated');

      const reviews = await Promise.all(rows.map((row) => grade(deps.ai, row, body.answers[row.questionId] ?? '', lang)));
      const totalScore = reviews.reduce((sum, r) => sum + r.score, 0);
      const maxScore = reviews.reduce((sum, r) => sum + r.maxScore, 0);
      const percentage = maxScore ? Math.round((totalScore / maxScore) * 100) : 0;
      const passed = quizPassed(category, percentage);
      // The time spent is the client's count, never more than the allowance.
      const timeSpent = Math.min(body.timeSpent, attempt.timeLimit);
      const result: QuizResult = {
        attemptId: attempt.id,
        category,
        percentage,
        totalScore,
        maxScore,
        passed,
        minScore: QUIZ_PASS_MIN[category],
        timeSpent,
        ...summarize(lang, category, percentage, rows, reviews),
        questions: reviews,
        completedAt: completedAt.toISOString(),
      };
      await repo.saveResult(attempt.id, { timeSpent, totalScore, maxScore, percentage, passed, result: JSON.stringify(result) });
      await deps.events.emit('activity.completed', { userId, activityId: `quiz:${attempt.id}`, kind: 'quiz', score: percentage, completedAt, passed, target: category });
      return result;
    },
  };
}
export type QuizEvaluationService = ReturnType<typeof createQuizEvaluationService>;
