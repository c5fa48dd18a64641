import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import cookieParser from 'cookie-parser';
import express from 'express';
import { authenticate } from './lib/auth/authenticate';
import { createSessionCache } from './lib/auth/session-cache';
import { withCacheInvalidation } from './lib/cache-invalidation';
import { createReadCache } from './lib/read-cache';
import { securityHeaders } from './lib/content-security-policy';
import { requestLog } from './lib/request-log';
import { readMigrationList } from './lib/migration-files';
import { parseDatabaseUrl } from './lib/database-url';
import { createHealthRepository } from './modules/health/health.repository';
import { originCheck } from './lib/auth/origin-check';
import { cors, parseOrigins } from './lib/cors';
import { loadSigningSecret } from './lib/auth/secret';
import type { Config } from './lib/config';
import { createDb, type Db } from './lib/db';
import { errorHandler, notFoundHandler } from './lib/errors';
import { createLogger, type Logger } from './lib/logger';
import { staticApps } from './lib/static-apps';
import { authRoutes } from './modules/auth/auth.routes';
import { challengesRoutes } from './modules/challenges/challenges.routes';
import { achievementsModule } from './modules/achievements/achievements.module';
import { engagementModule } from './modules/engagement';
import { createAiEngine, type AiEngine } from './modules/ai/ai-engine';
import { chatModule } from './modules/chat/chat.module';
import { quizModule } from './modules/quiz/quiz.module';
import { coachingPhrasesRoutes } from './modules/coaching-phrases/phrases.routes';
import { discRoutes } from './modules/disc/disc.routes';
import { savedPhrasesRoutes } from './modules/saved-phrases/saved-phrases.routes';
import { progressModule } from './modules/progress/progress.module';
import { createProgressRepository } from './modules/progress/progress.repository';
import { timeZoneTracker } from './modules/progress/progress.routes';
import { voiceModule } from './modules/voice/voice.module';
import { callsModule } from './modules/calls/calls.module';
import { remindersModule } from './modules/reminders/reminders.module';
import { createJobScheduler, type ScheduledJob } from './lib/jobs';
import { createPubSub, type PubSub } from './lib/pubsub';
import { createCallHub } from './modules/calls/call-hub';
import { createTelephony } from './integrations/telephony/create-telephony';
import { createSynthesizer } from './integrations/telephony/text-to-speech';
import { createTranscriber } from './integrations/telephony/speech-to-text';
import type { TelephonyProvider } from './integrations/telephony/telephony-provider';
import { createEventBus, type EventBus } from './lib/events';
import { healthRoutes } from './modules/health/health.routes';
import { manifestRoutes } from './modules/manifest/manifest.routes';
import { usersRoutes } from './modules/users/users.routes';
import { usersAdminModule } from './modules/users/users-admin.module';
import { auditModule } from './modules/audit/audit.module';
import { createTrainingRepository } from './modules/training/training.repository';
import { trainingRoutes } from './modules/training/training.routes';
import { createTrainingService } from './modules/training/training.service';
import { knowledgeAnalyticsRoutes } from './modules/knowledge-base/analytics.routes';
import { createMailer } from './integrations/mail/create-mailer';
import type { Mailer } from './integrations/mail/mailer';
import { createRateLimiter } from './lib/rate-limit';

export interface AppServer {
  app: express.Express;
  server: Server;
  db: Db;
  logger: Logger;
  events: EventBus;
  /** Live events between instances (Redis with REDIS_URL, this process otherwise). */
  pubsub: PubSub;
  /** The scheduled work; `listen` starts it on the job queue (tests may call `run` directly). */
  jobs: ScheduledJob[];
  listen(port?: number, host?: string): Promise<string>;
  /**
   * Graceful stop: readiness turns 503, no new connections, requests in flight finish (their writes
   * commit), WebSocket clients get a "going away" close, then the database closes. Connections still
   * busy after `graceMs` are cut.
   */
  close(graceMs?: number): Promise<void>;
}

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

export function createServer(config: Config, deps: ServerDeps = {}): AppServer {
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
  const mailer = deps.mailer ?? createMailer(config, logger);
  const limiter = createRateLimiter(config, logger, deps.rateLimitPrefix);
  const events = deps.events ?? createEventBus(logger);
  const ai = deps.ai ?? createAiEngine(config, logger);
  const training = createTrainingService(createTrainingRepository(db), events, reads);
  const namespace = deps.redisNamespace ?? 'estate';
  if (config.REDIS_URL && (!config.JWT_SECRET || !config.VAPID_PRIVATE_KEY)) {
    // REDIS_URL means replicas: secrets generated into each one's DATA_DIR would differ between them.
    logger.warn('REDIS_URL is set but JWT_SECRET or VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY is not: replicas must share them (or one DATA_DIR)');
  }
  const pubsub = createPubSub(config.REDIS_URL, logger, `${namespace}:`);
  const scheduler = createJobScheduler(config.REDIS_URL, logger, `${namespace}-jobs`);
  const chat = chatModule({
    db, reads, ai, events, logger, exemplars: training.exemplarsFor,
    limits: {
      limiter,
      messages: { limit: config.CHAT_MESSAGES_PER_MINUTE, windowMs: 60_000 },
      sessions: { limit: config.CHAT_SESSIONS_PER_MINUTE, windowMs: 60_000 },
    },
  });
  const quiz = quizModule({ db, ai, events });
  const transcribe = createTranscriber(config);
  const synthesize = createSynthesizer(config);
  const calls = callsModule({ db, ai, events, telephony: deps.telephony ?? createTelephony(config), publicUrl: config.PUBLIC_URL,
    twilioAuthToken: config.TWILIO_AUTH_TOKEN,
    logger,
    hub: createCallHub(pubsub),
    realtime: config.OPENAI_REALTIME_MODEL && config.OPENAI_API_KEY
      ? { url: config.OPENAI_REALTIME_URL, apiKey: config.OPENAI_API_KEY, model: config.OPENAI_REALTIME_MODEL, voice: config.OPENAI_REALTIME_VOICE }
      : undefined,
    pipeline: transcribe && synthesize ? { transcribe, synthesize } : undefined,
  });
  const auth = authenticate(db, secret, sessionCache);
  let draining = false;
  const usersAdmin = usersAdminModule({ db, events });
  const audit = auditModule({ db, events, nameOf: usersAdmin.nameOf });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(requestLog(logger));
  app.use(securityHeaders({ appsDir: config.APPS_DIR, manifestJson: config.MFE_MANIFEST, manifestFile: config.MFE_MANIFEST_FILE, publicUrl: config.PUBLIC_URL }));
  // Probes first: liveness and readiness never depend on parsing, cookies or sessions.
  const provider = parseDatabaseUrl(config.DATABASE_URL).kind;
  const expectedMigrations = () => readMigrationList(provider).migrationDirectories.map((m) => m.path);
  app.use(healthRoutes({ repo: createHealthRepository(db), expectedMigrations, draining: () => draining }));
  app.use(express.json({ limit: '1mb' }));
  app.use(cookieParser());
  const corsOrigins = parseOrigins(config.CORS_ORIGINS);
  app.use(['/api', '/mfe-manifest.json'], cors(corsOrigins));
  app.use(auth);
  app.use('/api', originCheck(config.PUBLIC_URL, corsOrigins));
  app.use('/api', timeZoneTracker(createProgressRepository(db)));

  app.use(authRoutes({ db, reads, secret, mailer, limiter, logger, sessionTtlHours: config.SESSION_TTL_HOURS, publicUrl: config.PUBLIC_URL, loginCeilingPerEmail: config.RATE_LIMIT_PER_ACCOUNT }));
  app.use(usersRoutes(db));
  app.use(challengesRoutes(db, events));
  app.use(chat.router);
  app.use(quiz.router);
  app.use(quiz.adminRouter);
  app.use(usersAdmin.router);
  app.use(audit.router);
  app.use(coachingPhrasesRoutes(db, events));
  app.use(trainingRoutes(training));
  app.use(knowledgeAnalyticsRoutes(db));
  app.use(discRoutes({ db, ai, events }));
  app.use(savedPhrasesRoutes(db));
  app.use(voiceModule({ db, ai, events, transcribe }).router);
  app.use(calls.router);
  const engagement = engagementModule({ db, config, logger, activitySources: [chat.activitySource], events });
  app.use(engagement.router);
  const reminders = remindersModule({ db, notifications: engagement.notifications });
  app.use(reminders.router);
  const achievements = achievementsModule({ db, events, notifications: engagement.notifications });
  app.use(achievements.router);
  app.use(progressModule({ db, events, achievements: achievements.service }).router);
  app.use(manifestRoutes({ appsDir: config.APPS_DIR, manifestJson: config.MFE_MANIFEST, manifestFile: config.MFE_MANIFEST_FILE }));
  app.use('/api', notFoundHandler);
  if (config.SERVE_APPS) app.use(staticApps(config.APPS_DIR));
  app.use(notFoundHandler);
  app.use(errorHandler(logger));

  const server = createHttpServer(app);
  // Idle keep-alive connections outlive a load balancer's idle timeout (60 s is common), so the proxy
  // closes them, never we under its feet (a reset on a reused connection is a failed request).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const callSocket = calls.attach(server, auth);
  const jobs: ScheduledJob[] = [
    // Due reminders are sent while a server listens; missed ones go out at the first run after a restart.
    { name: 'practice-reminders', everyMs: 30_000, run: reminders.runDue },
    { name: 'streak-at-risk', everyMs: 15 * 60_000, run: engagement.notifications.remindStreaksAtRisk },
  ];
  let started = false;
  return {
    app,
    server,
    db,
    logger,
    events,
    pubsub,
    jobs,
    listen: (port = config.PORT, host = config.HOST) =>
      new Promise((resolve) => {
        // Not awaited: a Redis that is away must not keep the API from answering; the queue catches up.
        if (!started) void scheduler.start(jobs).catch((err: unknown) => logger.error({ err }, 'scheduled jobs did not start'));
        started = true;
        server.listen(port, host, () => resolve(`http://localhost:${(server.address() as AddressInfo).port}`));
      }),
    close: async (graceMs = 10_000) => {
      draining = true;
      await scheduler.close();
      const httpClosed = new Promise<void>((resolve) => server.close(() => resolve()));
      // A keep-alive connection goes idle once its last answer is sent: close it then, not 65 s later.
      server.closeIdleConnections();
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      const cutOff = setTimeout(() => server.closeAllConnections(), graceMs);
      cutOff.unref();
      await Promise.all([callSocket.close(), httpClosed]);
      clearInterval(sweep);
      clearTimeout(cutOff);
      await limiter.close();
      await pubsub.close();
      mailer.close();
      await db.$disconnect();
    },
  };
}
