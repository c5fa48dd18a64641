import { QUIZ_DRAW, QUIZ_PASS_MIN, QUIZ_TEXT_KEY, quizTimeLimit, type PlayerQuestion, type QuizCategoryInfo, type QuizServed } from '@app/contracts/quiz';
import { AppError } from '../../lib/errors';
import { translate, type Lang } from '../../lib/i18n';
import { questionTexts } from './question-texts';
import type { QuestionRow, QuizRepository } from './quiz.repository';
import { isOneOf } from '../../lib/one-of';
import { storedEnum } from '../../lib/stored-enum';
import { QUIZ_CATEGORIES, QUIZ_DIFFICULTIES, QUIZ_QUESTION_TYPES, type QuizCategory } from '@app/contracts/quiz-questions';


export function categoryTitle(lang: Lang, category: QuizCategory) {
  return translate(lang, `quiz:categories.${QUIZ_TEXT_KEY[category]}.title`);
}

export function parseCategory(value: string): QuizCategory {
  if (!isOneOf(QUIZ_CATEGORIES, value)) throw new AppError('notFound', 404, 'quiz:errors.unknownCategory');
  return value;
}

/** Fisher-Yates with an injectable random source (tests make it deterministic). */
export function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

function toPlayer(row: QuestionRow, lang: Lang, random: () => number): PlayerQuestion {
  const t = questionTexts(row, lang);
  const type = storedEnum(QUIZ_QUESTION_TYPES, row.type, 'multiple-choice');
  return {
    id: row.questionId,
    type,
    question: t.question,
    ...(t.scenario ? { scenario: t.scenario } : {}),
    ...(type === 'multiple-choice' ? { options: shuffle(t.options, random) } : {}),
    category: storedEnum(QUIZ_CATEGORIES, row.category, 'property-basics'),
    difficulty: storedEnum(QUIZ_DIFFICULTIES, row.difficulty, 'beginner'),
    points: row.points,
  };
}

export function createQuizPlayerService(repo: QuizRepository, random: () => number = Math.random) {
  return {
    async categories(lang: Lang): Promise<QuizCategoryInfo[]> {
      const counts = new Map((await repo.activeCounts()).map((c) => [c.category, c._count._all]));
      return QUIZ_CATEGORIES.map((id) => ({
        id,
        title: categoryTitle(lang, id),
        description: translate(lang, `quiz:categories.${QUIZ_TEXT_KEY[id]}.description`),
        minScore: QUIZ_PASS_MIN[id],
        timeLimit: quizTimeLimit(id),
        questionCount: Math.min(QUIZ_DRAW[id], counts.get(id) ?? 0),
      }));
    },

    /** Draws a fresh set and records it as an attempt: only these questions may be graded for it. */
    async serve(userId: number, rawCategory: string, lang: Lang): Promise<QuizServed & { attemptId: number }> {
      const category = parseCategory(rawCategory);
      const active = await repo.activeQuestions(category);
      if (!active.length) throw new AppError('notFound', 404, 'quiz:errors.noQuestions');
      const drawn = shuffle(active, random).slice(0, QUIZ_DRAW[category]);
      const timeLimit = quizTimeLimit(category);
      const attempt = await repo.createAttempt({ userId, category, language: lang, questionIds: JSON.stringify(drawn.map((q) => q.id)), timeLimit });
      return { attemptId: attempt.id, category, timeLimit, questions: drawn.map((q) => toPlayer(q, lang, random)) };
    },
  };
}
export type QuizPlayerService = ReturnType<typeof createQuizPlayerService>;
