import type { Db } from '../../lib/db';
import type { EventBus } from '../../lib/events';
import type { NotificationsService } from '../notifications/notifications.service';
import { createAchievementsRepository } from './achievements.repository';
import { achievementsRoutes } from './achievements.routes';
import { createAchievementsService } from './achievements.service';

/** Achievements: unlocked from the stats progress announces, each one a notification. */
export function achievementsModule({ db, events, notifications }: { db: Db; events: Pick<EventBus, 'on'>; notifications: NotificationsService }) {
  const service = createAchievementsService(createAchievementsRepository(db), { notifications });
  events.on('progress.updated', async ({ userId, stats, score, kind, passed, level, perfectScores, kindCounts }) => {
    await service.evaluate(userId, { ...stats, score, kind, passed, level, perfectScores, kindCounts });
  });
  return { router: achievementsRoutes(service), service };
}
