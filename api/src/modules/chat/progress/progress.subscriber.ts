import type { EventBus } from '../../../lib/events';
import type { ProgressRepository } from './progress.repository';
import { applyCompletion, utcDay } from './progress-rules';

/** Keeps the home stats (sessions, average, streak, XP) in step with completed sessions. */
export function subscribeProgress(events: Pick<EventBus, 'on'>, repo: ProgressRepository) {
  return events.on('session.completed', ({ userId, sessionId, score, completedAt }) =>
    repo.update(userId, sessionId, (stats, lastDay) => applyCompletion(stats, { score, day: utcDay(completedAt), lastDay })),
  );
}
