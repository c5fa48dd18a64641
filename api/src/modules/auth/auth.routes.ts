import { Router } from 'express';
import type { Mailer } from '../../integrations/mail/mailer';
import type { Db } from '../../lib/db';
import type { ReadCache } from '../../lib/read-cache';
import type { Logger } from '../../lib/logger';
import { bodyEmail, bodyEmailAndIp, type RateLimiter } from '../../lib/rate-limit';
import { createAccountRepository } from './account.repository';
import { accountRoutes } from './account.routes';
import { createAccountService } from './account.service';
import { createAuthRepository } from './auth.repository';
import { createAuthService } from './auth.service';
import { createPasswordResetRepository } from './password-reset.repository';
import { passwordResetRoutes } from './password-reset.routes';
import { createPasswordResetService } from './password-reset.service';
import { createProfileService } from './profile.service';
import { profileRoutes } from './profile.routes';
import { createRegistrationService } from './registration.service';
import { registrationRoutes } from './registration.routes';
import { sessionRoutes } from './session.routes';
import { createVerificationRepository } from './verification.repository';

export interface AuthModuleDeps {
  db: Db;
  /** Hot reads kept in process (single instance). */
  reads?: ReadCache;
  secret: Uint8Array;
  mailer: Mailer;
  limiter: RateLimiter;
  logger: Logger;
  sessionTtlHours: number;
  publicUrl: string | undefined;
  /** Failed sign-ins for one e-mail from all addresses together (RATE_LIMIT_PER_ACCOUNT). */
  loginCeilingPerEmail: number;
}

/** Sign-in, registration with e-mail verification, and the user's own profile and password. */
export function authRoutes(deps: AuthModuleDeps) {
  const { limiter } = deps;
  const secureCookies = deps.publicUrl?.startsWith('https://') ?? false;
  const users = createAuthRepository(deps.db);
  const auth = createAuthService(users, deps.secret, deps.sessionTtlHours, deps.reads);
  const registration = createRegistrationService({
    users,
    tokens: createVerificationRepository(deps.db),
    auth,
    mailer: deps.mailer,
    logger: deps.logger,
  });
  const passwordResets = createPasswordResetService({
    users,
    tokens: createPasswordResetRepository(deps.db),
    mailer: deps.mailer,
    logger: deps.logger,
  });
  const userSubject = (req: { auth?: { userId: number } }) => (req.auth ? `user:${req.auth.userId}` : undefined);

  const router = Router();
  router.use(
    sessionRoutes(auth, {
      secureCookies,
      // Only failed attempts count: people who sign in successfully never meet the limit. Failures
      // count per e-mail and address pair, so a stranger guessing cannot lock the owner out; the
      // e-mail alone has a much higher ceiling that only a guesser spread over many addresses meets.
      loginLimits: [
        limiter.perIp('login', { countOnlyFailures: true }),
        limiter.perSubject('login', bodyEmailAndIp, { countOnlyFailures: true }),
        limiter.perSubject('login-account', bodyEmail, { countOnlyFailures: true, limit: deps.loginCeilingPerEmail }),
      ],
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
    passwordResetRoutes(passwordResets, {
      publicUrl: deps.publicUrl,
      forgotLimits: [limiter.perIp('forgot'), limiter.perSubject('forgot', bodyEmail)],
      resetLimits: [limiter.perIp('reset', { countOnlyFailures: true })],
    }),
  );
  router.use(
    accountRoutes(createAccountService(createAccountRepository(deps.db)), {
      secureCookies,
      deleteLimits: [limiter.perIp('delete-account', { countOnlyFailures: true }), limiter.perSubject('delete-account', userSubject, { countOnlyFailures: true })],
    }),
  );
  router.use(
    profileRoutes(createProfileService(users), {
      passwordLimits: [limiter.perIp('password', { countOnlyFailures: true }), limiter.perSubject('password', userSubject, { countOnlyFailures: true })],
    }),
  );
  return router;
}
