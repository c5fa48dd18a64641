import type { Db } from '../../lib/db';
import type { EventBus } from '../../lib/events';
import type { AchievementsService } from '../achievements/achievements.service';
import { createProgressRepository } from './progress.repository';
import { progressRoutes } from './progress.routes';
import { createProgressService } from './progress.service';

/**
 * The progress engine: every module reports finished activities as `activity.completed`; this
 * counts each once (XP, level, streak in the user's time zone, stats) and announces
 * `progress.updated` (achievements and the home follow).
 */
export function progressModule({ db, events, achievements }: { db: Db; events: EventBus; achievements: Pick<AchievementsService, 'list'> }) {
  const service = createProgressService(createProgressRepository(db), { events, achievements });
  events.on('activity.completed', async (event) => {
    await service.record(event);
  });
  return { router: progressRoutes(service), service };
}
