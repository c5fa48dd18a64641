import type { EventBus } from '../../../lib/events';
import type { ProgressRepository } from './progress.repository';
import { applyCompletion, utcDay } from './progress-rules';

/**
 * Keeps the home stats (sessions, average, streak, XP) in step with completed sessions, then
 * announces the new stats (achievements listen).
 */
export function subscribeProgress(events: Pick<EventBus, 'on' | 'emit'>, repo: ProgressRepository) {
  return events.on('session.completed', async ({ userId, sessionId, score, completedAt }) => {
    const stats = await repo.update(userId, sessionId, (current, lastDay) => applyCompletion(current, { score, day: utcDay(completedAt), lastDay }));
    if (stats) await events.emit('progress.updated', { userId, stats, score });
  });
}
