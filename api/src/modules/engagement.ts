import { Router } from 'express';
import type { Config } from '../lib/config';
import type { Db } from '../lib/db';
import type { EventBus } from '../lib/events';
import type { Logger } from '../lib/logger';
import { activityRoutes } from './activity/activity.routes';
import { createActivityService, type ActivitySource } from './activity/activity.service';
import { createDailyChallengeRepository } from './daily-challenge/daily-challenge.repository';
import { dailyChallengeRoutes } from './daily-challenge/daily-challenge.routes';
import { createDailyChallengeService } from './daily-challenge/daily-challenge.service';
import { createNotificationsRepository } from './notifications/notifications.repository';
import { notificationsRoutes } from './notifications/notifications.routes';
import { createNotificationsService } from './notifications/notifications.service';
import { createPushRepository } from './push/push.repository';
import { pushRoutes } from './push/push.routes';
import { createPushService } from './push/push.service';
import { loadVapidKeys } from './push/vapid-keys';

interface Options {
  db: Db;
  config: Pick<Config, 'DATA_DIR' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'PUSH_ALLOW_HTTP'>;
  logger: Logger;
  /** Recent-activity providers (chat sessions, calls, quizzes) as their modules arrive. */
  activitySources?: ActivitySource[];
  events?: EventBus;
}

/**
 * The home screen's server side wired together: notifications (with Web Push), the daily challenge
 * and recent activity. `notifications.notify` / `notifyEvent` is what other modules call on events.
 */
export function engagementModule({ db, config, logger, activitySources = [], events }: Options) {
  const keys = loadVapidKeys(config.DATA_DIR, { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY });
  const push = createPushService(createPushRepository(db), { keys, subject: config.VAPID_SUBJECT, allowHttp: config.PUSH_ALLOW_HTTP, logger });
  const notifications = createNotificationsService(createNotificationsRepository(db), { push, logger });
  const dailyChallenge = createDailyChallengeService(createDailyChallengeRepository(db), { notifications });
  const activity = createActivityService(activitySources);
  // A coaching tip after each finished session, in the language the session was held in.
  events?.on('session.completed', async ({ userId, tip }) => {
    if (tip) await notifications.notifyEvent(userId, 'coachingTip', { tip });
  });

  const router = Router();
  router.use(notificationsRoutes(notifications));
  router.use(pushRoutes(push));
  router.use(dailyChallengeRoutes(dailyChallenge));
  router.use(activityRoutes(activity));
  return { router, notifications, push };
}

export type EngagementModule = ReturnType<typeof engagementModule>;
