import type { Logger } from '../../lib/logger';

/** The in-process trigger for due reminders; replaceable by a job queue without touching runDue. */
export function startReminderTimer(runDue: () => Promise<number>, logger: Logger, intervalMs = 30_000) {
  const tick = () => void runDue().catch((err: unknown) => logger.error({ err }, 'practice reminders failed'));
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
