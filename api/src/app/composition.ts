import type { Server } from 'node:http';
import { createMailer } from '../integrations/mail/create-mailer';
import type { Mailer } from '../integrations/mail/mailer';
import { createTelephony } from '../integrations/telephony/create-telephony';
import { createTranscriber } from '../integrations/telephony/speech-to-text';
import { createSynthesizer } from '../integrations/telephony/text-to-speech';
import type { TelephonyProvider } from '../integrations/telephony/telephony-provider';
import { authenticate } from '../lib/auth/authenticate';
import { loadSigningSecret } from '../lib/auth/secret';
import { createSessionCache } from '../lib/auth/session-cache';
import { withCacheInvalidation } from '../lib/cache-invalidation';
import type { Config } from '../lib/config';
import { createDb, type Db } from '../lib/db';
import { createEventBus, type EventBus } from '../lib/events';
import { createJobScheduler, type ScheduledJob } from '../lib/jobs';
import { createLogger, type Logger } from '../lib/logger';
import { createPubSub } from '../lib/pubsub';
import { createRateLimiter } from '../lib/rate-limit';
import { createReadCache } from '../lib/read-cache';
import { createAiEngine, type AiEngine } from '../modules/ai/ai-engine';
import { createCallHub } from '../modules/calls/call-hub';
import { attachCallSockets } from '../modules/calls/call-sockets';
import { createRepositories } from './repositories';
import { createRouters } from './routers';
import { createServices } from './services';
import { subscribe } from './subscriptions';

export interface ServerDeps {
  db?: Db;
  logger?: Logger;
  mailer?: Mailer;
  /** Redis key prefix for rate-limit counters (tests keep theirs apart). */
  rateLimitPrefix?: string;
  ai?: AiEngine;
  events?: EventBus;
  telephony?: TelephonyProvider;
  /** Prefix of Redis channels and the job queue's name, so instances of one deployment (or one test) find each other. */
  redisNamespace?: string;
}

/**
 * The composition root: the one place the API is wired. Infrastructure first (database, caches,
 * mail, rate limits, events, AI, Redis), then every repository on the database, every service on
 * its repositories, the event subscriptions between modules, and the routers on the services.
 */
export function compose(config: Config, deps: ServerDeps = {}) {
  const logger = deps.logger ?? createLogger(config.LOG_LEVEL);
  // One instance (no REDIS_URL): sessions and hot per-user reads are cached in process, and every
  // write through `db` drops what it affects. Several instances share writes only through the
  // database, so no caches then.
  const caching = config.SESSION_CACHE && !config.REDIS_URL;
  const sessionCache = caching ? createSessionCache() : undefined;
  const reads = caching ? createReadCache() : undefined;
  const rawDb = deps.db ?? createDb(config.DATABASE_URL);
  const db = caching ? withCacheInvalidation(rawDb, { sessions: sessionCache, reads }) : rawDb;
  const secret = loadSigningSecret(config.JWT_SECRET, config.DATA_DIR);
  if (config.REDIS_URL && (!config.JWT_SECRET || !config.VAPID_PRIVATE_KEY)) {
    // REDIS_URL means replicas: secrets generated into each one's DATA_DIR would differ between them.
    logger.warn('REDIS_URL is set but JWT_SECRET or VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY is not: replicas must share them (or one DATA_DIR)');
  }
  const namespace = deps.redisNamespace ?? 'estate';
  const mailer = deps.mailer ?? createMailer(config, logger);
  const limiter = createRateLimiter(config, logger, deps.rateLimitPrefix);
  const events = deps.events ?? createEventBus(logger);
  const ai = deps.ai ?? createAiEngine(config, logger);
  const pubsub = createPubSub(config.REDIS_URL, logger, `${namespace}:`);
  const scheduler = createJobScheduler(config.REDIS_URL, logger, `${namespace}-jobs`);
  const telephony = deps.telephony ?? createTelephony(config);
  const hub = createCallHub(pubsub);
  const transcribe = createTranscriber(config);
  const synthesize = createSynthesizer(config);

  const repos = createRepositories(db);
  const services = createServices(repos, { config, logger, events, ai, secret, mailer, telephony, hub, reads });
  subscribe(events, services);
  const auth = authenticate(repos.auth.findSessionAccess, secret, sessionCache);
  const jobs: ScheduledJob[] = [
    // Due reminders are sent while a server listens; missed ones go out at the first run after a restart.
    { name: 'practice-reminders', everyMs: 30_000, run: services.reminders.runDue },
    { name: 'streak-at-risk', everyMs: 15 * 60_000, run: services.notifications.remindStreaksAtRisk },
    // Assignments due tomorrow, overdue, and the managers' summary after a due date.
    { name: 'assignment-notices', everyMs: 5 * 60_000, run: services.assignmentNotices.runDue },
  ];

  return {
    db,
    logger,
    events,
    pubsub,
    scheduler,
    mailer,
    limiter,
    jobs,
    authenticate: auth,
    health: repos.health,
    capabilities: { speechToText: transcribe !== undefined },
    timeZones: repos.progress,
    routers: createRouters(services, { config, logger, limiter, transcribe, twilio: telephony.name === 'twilio' }),
    attachSockets: (server: Server) =>
      attachCallSockets(server, {
        calls: services.calls,
        hub,
        authenticate: auth,
        telephony,
        logger,
        limits: { sessionCheckMs: config.WS_SESSION_CHECK_MS },
        realtime: config.OPENAI_REALTIME_MODEL && config.OPENAI_API_KEY
          ? { url: config.OPENAI_REALTIME_URL, apiKey: config.OPENAI_API_KEY, model: config.OPENAI_REALTIME_MODEL, voice: config.OPENAI_REALTIME_VOICE }
          : undefined,
        pipeline: transcribe && synthesize ? { transcribe, synthesize } : undefined,
      }),
  };
}
