import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import cookieParser from 'cookie-parser';
import express from 'express';
import { authenticate } from './lib/auth/authenticate';
import { createSessionCache } from './lib/auth/session-cache';
import { withSessionInvalidation } from './lib/auth/session-invalidation';
import { securityHeaders } from './lib/content-security-policy';
import { requestLog } from './lib/request-log';
import { readMigrationList } from './lib/migration-files';
import { parseDatabaseUrl } from './lib/database-url';
import { createHealthRepository } from './modules/health/health.repository';
import { originCheck } from './lib/auth/origin-check';
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
import { startReminderTimer } from './modules/reminders/reminder-timer';
import { createTelephony } from './integrations/telephony/create-telephony';
import { createTranscriber } from './integrations/telephony/speech-to-text';
import type { TelephonyProvider } from './integrations/telephony/telephony-provider';
import { createEventBus, type EventBus } from './lib/events';
import { healthRoutes } from './modules/health/health.routes';
import { manifestRoutes } from './modules/manifest/manifest.routes';
import { usersRoutes } from './modules/users/users.routes';
import { createMailer } from './integrations/mail/create-mailer';
import type { Mailer } from './integrations/mail/mailer';
import { createRateLimiter } from './lib/rate-limit';

export interface AppServer {
  app: express.Express;
  server: Server;
  db: Db;
  logger: Logger;
  events: EventBus;
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
}

export function createServer(config: Config, deps: ServerDeps = {}): AppServer {
  const logger = deps.logger ?? createLogger(config.LOG_LEVEL);
  // One instance (no REDIS_URL): sessions are cached in process and every revocation through `db`
  // drops them. Several instances share revocations only through the database, so no cache then.
  const sessionCache = config.SESSION_CACHE && !config.REDIS_URL ? createSessionCache() : undefined;
  const rawDb = deps.db ?? createDb(config.DATABASE_URL);
  const db = sessionCache ? withSessionInvalidation(rawDb, sessionCache) : rawDb;
  const secret = loadSigningSecret(config.JWT_SECRET, config.DATA_DIR);
  const mailer = deps.mailer ?? createMailer(config, logger);
  const limiter = createRateLimiter(config, logger, deps.rateLimitPrefix);
  const events = deps.events ?? createEventBus(logger);
  const ai = deps.ai ?? createAiEngine(config, logger);
  const chat = chatModule({ db, ai, events, logger });
  const quiz = quizModule({ db, ai, events });
  const calls = callsModule({ db, ai, events, telephony: deps.telephony ?? createTelephony(config), publicUrl: config.PUBLIC_URL,
    twilioAuthToken: config.TWILIO_AUTH_TOKEN,
    logger,
    realtime: config.OPENAI_REALTIME_MODEL && config.OPENAI_API_KEY
      ? { url: config.OPENAI_REALTIME_URL, apiKey: config.OPENAI_API_KEY, model: config.OPENAI_REALTIME_MODEL, voice: config.OPENAI_REALTIME_VOICE }
      : undefined,
  });
  const auth = authenticate(db, secret, sessionCache);
  let draining = false;

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
  app.use(auth);
  app.use('/api', originCheck(config.PUBLIC_URL));
  app.use('/api', timeZoneTracker(createProgressRepository(db)));

  app.use(authRoutes({ db, secret, mailer, limiter, logger, sessionTtlHours: config.SESSION_TTL_HOURS, publicUrl: config.PUBLIC_URL }));
  app.use(usersRoutes(db));
  app.use(challengesRoutes(db));
  app.use(chat.router);
  app.use(quiz.router);
  app.use(quiz.adminRouter);
  app.use(coachingPhrasesRoutes(db));
  app.use(discRoutes({ db, ai, events }));
  app.use(savedPhrasesRoutes(db));
  app.use(voiceModule({ db, ai, events, transcribe: createTranscriber(config) }).router);
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
  let stopReminders: (() => void) | undefined;
  return {
    app,
    server,
    db,
    logger,
    events,
    listen: (port = config.PORT, host = config.HOST) =>
      new Promise((resolve) => {
        // Due reminders are sent while the server listens; missed ones go out at the first tick after a restart.
        stopReminders ??= startReminderTimer(reminders.runDue, logger);
        server.listen(port, host, () => resolve(`http://localhost:${(server.address() as AddressInfo).port}`));
      }),
    close: async (graceMs = 10_000) => {
      draining = true;
      stopReminders?.();
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
      mailer.close();
      await db.$disconnect();
    },
  };
}
