import type { Db } from '../../lib/db';
import type { EventBus } from '../../lib/events';
import type { AiEngine } from '../ai/ai-engine';
import { createQuizAdminRepository } from './quiz-admin.repository';
import { quizAdminRoutes } from './quiz-admin.routes';
import { createQuizAdminService, type OnQuizWrite } from './quiz-admin.service';
import { createQuizEvaluationService } from './quiz-evaluation.service';
import { createQuizPlayerService } from './quiz-player.service';
import { createQuizStatsService } from './quiz-stats.service';
import { createQuizRepository } from './quiz.repository';
import { quizRoutes } from './quiz.routes';

/** Knowledge quizzes wired together: the player's routes and the admin's question routes. */
export function quizModule({ db, ai, events, onWrite }: { db: Db; ai: AiEngine; events: EventBus; onWrite?: OnQuizWrite }) {
  const repo = createQuizRepository(db);
  const stats = createQuizStatsService(repo);
  // Every admin write is announced for the audit log unless a caller (a test) listens itself.
  const announce: OnQuizWrite = onWrite ?? ((before, after, action, actorId) =>
    events.emit('admin.write', { actorId, action, entity: 'quizQuestion', entityId: (after ?? before)?.id ?? null, before, after }));
  return {
    router: quizRoutes(createQuizPlayerService(repo), createQuizEvaluationService(repo, { ai, events }), stats),
    adminRouter: quizAdminRoutes(createQuizAdminService(createQuizAdminRepository(db), announce), stats),
  };
}
