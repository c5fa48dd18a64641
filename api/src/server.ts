import { createServer as createHttpServer, type Server } from 'node:http';
import cookieParser from 'cookie-parser';
import express from 'express';
import { compose, type ServerDeps } from './app/composition';
import { compressAnswers } from './lib/compress-answers';
import { originCheck } from './lib/auth/origin-check';
import type { Config } from './lib/config';
import { securityHeaders } from './lib/content-security-policy';
import { cors, parseOrigins } from './lib/cors';
import { parseDatabaseUrl } from './lib/database-url';
import { errorHandler, notFoundHandler } from './lib/errors';
import type { EventBus } from './lib/events';
import type { ScheduledJob } from './lib/jobs';
import { listeningPort } from './lib/listening-port';
import type { Logger } from './lib/logger';
import { readMigrationList } from './lib/migration-files';
import { hasBody, hasCookies, whenPresent } from './lib/parse-when-present';
import type { PubSub } from './lib/pubsub';
import { requestLog } from './lib/request-log';
import { refuseUnsafeText } from './lib/safe-body';
import { staticApps } from './lib/static-apps';
import { healthRoutes } from './modules/health/health.routes';
import { timeZoneTracker } from './modules/progress/progress.routes';

export interface AppServer {
  app: express.Express;
  server: Server;
  db: ReturnType<typeof compose>['db'];
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

export type { ServerDeps };

export function createServer(config: Config, deps: ServerDeps = {}): AppServer {
  const root = compose(config, deps);
  const { db, logger, events, pubsub, scheduler, mailer, limiter, jobs } = root;
  let draining = false;

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(requestLog(logger));
  app.use(securityHeaders({ appsDir: config.APPS_DIR, manifestJson: config.MFE_MANIFEST, manifestFile: config.MFE_MANIFEST_FILE, publicUrl: config.PUBLIC_URL }));
  // Probes first: liveness and readiness never depend on parsing, cookies or sessions.
  const provider = parseDatabaseUrl(config.DATABASE_URL).kind;
  const expectedMigrations = () => readMigrationList(provider).migrationDirectories.map((m) => m.path);
  app.use(healthRoutes({ repo: root.health, expectedMigrations, draining: () => draining, capabilities: root.capabilities }));
  app.use(whenPresent(hasBody, express.json({ limit: '1mb' })));
  app.use(whenPresent(hasBody, refuseUnsafeText));
  app.use(whenPresent(hasCookies, cookieParser()));
  const corsOrigins = parseOrigins(config.CORS_ORIGINS);
  app.use(['/api', '/mfe-manifest.json'], cors(corsOrigins));
  app.use(['/api', '/mfe-manifest.json'], compressAnswers());
  app.use(root.authenticate);
  app.use('/api', originCheck(config.PUBLIC_URL, corsOrigins));
  app.use('/api', timeZoneTracker(root.timeZones));
  for (const router of root.routers) app.use(router);
  app.use('/api', notFoundHandler);
  if (config.SERVE_APPS) app.use(staticApps(config.APPS_DIR));
  app.use(notFoundHandler);
  app.use(errorHandler(logger));

  const server = createHttpServer(app);
  // Idle keep-alive connections outlive a load balancer's idle timeout (60 s is common), so the proxy
  // closes them, never we under its feet (a reset on a reused connection is a failed request).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const callSocket = root.attachSockets(server);
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
        server.listen(port, host, () => resolve(`http://localhost:${listeningPort(server)}`));
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
