import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import cookieParser from 'cookie-parser';
import express from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { authenticate } from './lib/auth/authenticate';
import { originCheck } from './lib/auth/origin-check';
import { loadSigningSecret } from './lib/auth/secret';
import type { Config } from './lib/config';
import { createDb, type Db } from './lib/db';
import { errorHandler, notFoundHandler } from './lib/errors';
import { createLogger, type Logger } from './lib/logger';
import { staticApps } from './lib/static-apps';
import { createAuthRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { challengesRoutes } from './modules/challenges/challenges.routes';
import { createAuthService } from './modules/auth/auth.service';
import { healthRoutes } from './modules/health/health.routes';
import { manifestRoutes } from './modules/manifest/manifest.routes';

export interface AppServer {
  app: express.Express;
  server: Server;
  db: Db;
  logger: Logger;
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

export function createServer(config: Config, deps: { db?: Db; logger?: Logger } = {}): AppServer {
  const logger = deps.logger ?? createLogger(config.LOG_LEVEL);
  const db = deps.db ?? createDb(config.DATABASE_URL);
  const secret = loadSigningSecret(config.JWT_SECRET, config.DATA_DIR);
  const secureCookies = config.PUBLIC_URL?.startsWith('https://') ?? false;

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  // The shell and remotes use inline styles (styled-components) and load chunks from their own paths.
  app.use(helmet({ contentSecurityPolicy: false, crossOriginResourcePolicy: { policy: 'cross-origin' } }));
  app.use(pinoHttp({ logger, autoLogging: { ignore: (req) => !req.url?.startsWith('/api/') } }));
  app.use(express.json({ limit: '1mb' }));
  app.use(cookieParser());
  app.use(authenticate(db, secret));
  app.use('/api', originCheck(config.PUBLIC_URL));

  const authService = createAuthService(createAuthRepository(db), secret, config.SESSION_TTL_HOURS);
  app.use(healthRoutes(db));
  app.use(authRoutes(authService, { secureCookies }));
  app.use(challengesRoutes(db));
  app.use(manifestRoutes({ appsDir: config.APPS_DIR, manifestJson: config.MFE_MANIFEST, manifestFile: config.MFE_MANIFEST_FILE }));
  app.use('/api', notFoundHandler);
  if (config.SERVE_APPS) app.use(staticApps(config.APPS_DIR));
  app.use(notFoundHandler);
  app.use(errorHandler(logger));

  const server = createHttpServer(app);
  return {
    app,
    server,
    db,
    logger,
    listen: (port = config.PORT, host = config.HOST) =>
      new Promise((resolve) => {
        server.listen(port, host, () => resolve(`http://localhost:${(server.address() as AddressInfo).port}`));
      }),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.$disconnect();
    },
  };
}
