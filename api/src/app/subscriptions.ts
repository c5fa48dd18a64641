import type { EventBus } from '../lib/events';
import type { Services } from './services';

/** Who reacts to which event: the only place modules are connected through the event bus. */
export function subscribe(events: EventBus, services: Services): void {
  // The progress engine counts every finished activity once (XP, level, streak, stats)...
  events.on('activity.completed', async (event) => {
    await services.progress.record(event);
  });
  // ...and completes the team assignments it meets.
  events.on('activity.completed', async (event) => {
    await services.assignments.onActivity(event);
  });
  // ...and announces `progress.updated`: achievements unlock from it, each one a notification.
  events.on('progress.updated', async ({ userId, stats, score, kind, passed, level, perfectScores, kindCounts, medal }) => {
    await services.achievements.evaluate(userId, { ...stats, score, kind, passed, level, perfectScores, kindCounts, medal });
  });
  // A coaching tip after each finished session, on its weakest skill, read in the reader's language.
  events.on('session.completed', async ({ userId, tip }) => {
    if (tip) await services.notifications.notifyEvent(userId, 'coachingTip', { skill: tip });
  });
  // Every admin write goes to the audit log.
  services.audit.listen(events);
}
