import { Queue, Worker } from 'bullmq';
import type { Logger } from './logger';

const CLOSE_TIMEOUT_MS = 3000;

export interface ScheduledJob {
  name: string;
  everyMs: number;
  /** Must be safe to run again (claims its work in the database): a crash can repeat a run. */
  run(): Promise<unknown>;
}

/**
 * Scheduled work (due practice reminders, streak-at-risk reminders, team assignment notices). With REDIS_URL a BullMQ job
 * scheduler puts one job per interval on a queue every instance works from, so each run happens once
 * across all instances; without it, a timer in this process.
 */
export interface JobScheduler {
  readonly kind: 'memory' | 'redis';
  start(jobs: ScheduledJob[]): Promise<void>;
  close(): Promise<void>;
}

export function createInProcessScheduler(logger: Logger): JobScheduler {
  const timers: NodeJS.Timeout[] = [];
  return {
    kind: 'memory',
    async start(jobs) {
      for (const job of jobs) {
        const tick = () => void job.run().catch((err: unknown) => logger.error({ err, job: job.name }, 'scheduled job failed'));
        tick();
        const timer = setInterval(tick, job.everyMs);
        timer.unref();
        timers.push(timer);
      }
    },
    async close() {
      for (const timer of timers.splice(0)) clearInterval(timer);
    },
  };
}

export function createRedisScheduler(redisUrl: string, logger: Logger, queueName = 'estate-jobs'): JobScheduler {
  const url = new URL(redisUrl);
  const connection = {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username || undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
    // BullMQ needs this on the worker's blocking connection; it reconnects by itself when Redis returns.
    maxRetriesPerRequest: null,
  };
  let queue: Queue | undefined;
  let worker: Worker | undefined;
  return {
    kind: 'redis',
    async start(jobs) {
      const byName = new Map(jobs.map((job) => [job.name, job]));
      queue = new Queue(queueName, { connection });
      queue.on('error', (err) => logger.warn({ err }, 'job queue: redis error'));
      worker = new Worker(
        queueName,
        async (job) => {
          const scheduled = byName.get(job.name);
          if (!scheduled) throw new Error(`no handler for scheduled job ${job.name}`);
          return scheduled.run();
        },
        { connection, concurrency: 1 },
      );
      worker.on('error', (err) => logger.warn({ err }, 'job worker: redis error'));
      worker.on('failed', (job, err) => logger.error({ err, job: job?.name }, 'scheduled job failed'));
      // Idempotent across instances: every instance upserts the same schedulers, Redis keeps one of each.
      for (const job of jobs) {
        await queue.upsertJobScheduler(job.name, { every: job.everyMs }, { name: job.name, opts: { removeOnComplete: 100, removeOnFail: 100 } });
      }
    },
    async close() {
      // With Redis away BullMQ would wait for it forever; a shutdown must not.
      const closing = Promise.all([worker?.close(), queue?.close()]).then(() => undefined);
      await Promise.race([closing, new Promise<void>((resolve) => setTimeout(resolve, CLOSE_TIMEOUT_MS).unref())]);
    },
  };
}

export function createJobScheduler(redisUrl: string | undefined, logger: Logger, queueName?: string): JobScheduler {
  return redisUrl ? createRedisScheduler(redisUrl, logger, queueName) : createInProcessScheduler(logger);
}
