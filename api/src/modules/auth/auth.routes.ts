import { Router } from 'express';
import type { Mailer } from '../../integrations/mail/mailer';
import type { Db } from '../../lib/db';
import type { Logger } from '../../lib/logger';
import { bodyEmail, type RateLimiter } from '../../lib/rate-limit';
import { createAuthRepository } from './auth.repository';
import { createAuthService } from './auth.service';
import { createProfileService } from './profile.service';
import { profileRoutes } from './profile.routes';
import { createRegistrationService } from './registration.service';
import { registrationRoutes } from './registration.routes';
import { sessionRoutes } from './session.routes';
import { createVerificationRepository } from './verification.repository';

export interface AuthModuleDeps {
  db: Db;
  secret: Uint8Array;
  mailer: Mailer;
  limiter: RateLimiter;
  logger: Logger;
  sessionTtlHours: number;
  publicUrl: string | undefined;
}

/** Sign-in, registration with e-mail verification, and the user's own profile and password. */
export function authRoutes(deps: AuthModuleDeps) {
  const { limiter } = deps;
  const secureCookies = deps.publicUrl?.startsWith('https://') ?? false;
  const users = createAuthRepository(deps.db);
  const auth = createAuthService(users, deps.secret, deps.sessionTtlHours);
  const registration = createRegistrationService({
    users,
    tokens: createVerificationRepository(deps.db),
    auth,
    mailer: deps.mailer,
    logger: deps.logger,
  });
  const userSubject = (req: { auth?: { userId: number } }) => (req.auth ? `user:${req.auth.userId}` : undefined);

  const router = Router();
  router.use(
    sessionRoutes(auth, {
      secureCookies,
      // Only failed attempts count: people who sign in successfully never meet the limit.
      loginLimits: [limiter.perIp('login', { countOnlyFailures: true }), limiter.perSubject('login', bodyEmail, { countOnlyFailures: true })],
    }),
  );
  router.use(
    registrationRoutes(registration, {
      publicUrl: deps.publicUrl,
      secureCookies,
      registerLimits: [limiter.perIp('register'), limiter.perSubject('register', bodyEmail)],
      resendLimits: [limiter.perIp('resend'), limiter.perSubject('resend', bodyEmail)],
    }),
  );
  router.use(
    profileRoutes(createProfileService(users), {
      passwordLimits: [limiter.perIp('password', { countOnlyFailures: true }), limiter.perSubject('password', userSubject, { countOnlyFailures: true })],
    }),
  );
  return router;
}
