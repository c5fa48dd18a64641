import { Router } from 'express';
import { z } from 'zod';
import { QUIZ_ATTEMPT_HEADER, quizEvaluateBodySchema } from '@app/contracts/quiz';
import { assertSelfOrAdmin } from '../../lib/auth/authenticate';
import { authed } from '../../lib/auth/guards';
import { requestLanguage } from '../../lib/i18n';
import type { QuizEvaluationService } from './quiz-evaluation.service';
import type { QuizPlayerService } from './quiz-player.service';
import type { QuizStatsService } from './quiz-stats.service';
import { parseId } from '../../lib/params';

const categoryParams = z.object({ category: z.string().max(100) });

export function quizRoutes(player: QuizPlayerService, evaluation: QuizEvaluationService, stats: QuizStatsService) {
  const router = Router();

  router.get('/api/quiz/categories', authed(async (req, res) => {
    res.json(await player.categories(requestLanguage(req)));
  }));

  router.get('/api/quiz/:category/questions', authed(async (req, res) => {
    const served = await player.serve(req.auth.userId, categoryParams.parse(req.params).category, requestLanguage(req));
    // The spec's answer is the question list; the attempt it opened rides in a header.
    res.setHeader(QUIZ_ATTEMPT_HEADER, String(served.attemptId));
    res.json(served.questions);
  }));

  router.post('/api/quiz/evaluate', authed(async (req, res) => {
    res.json(await evaluation.evaluate(req.auth.userId, quizEvaluateBodySchema.parse(req.body ?? {}), requestLanguage(req)));
  }));

  router.get('/api/user/:id/quiz-stats', authed(async (req, res) => {
    const id = parseId(req);
    assertSelfOrAdmin(req.auth, id);
    res.json(await stats.stats(id));
  }));

  return router;
}
