import { Router } from 'express';
import { bodyEmail, bodyEmailAndIp, type RateLimiter } from '../../lib/rate-limit';
import { accountRoutes } from './account.routes';
import type { AccountService } from './account.service';
import type { AuthService } from './auth.service';
import { passwordResetRoutes } from './password-reset.routes';
import type { PasswordResetService } from './password-reset.service';
import type { ProfileService } from './profile.service';
import { profileRoutes } from './profile.routes';
import type { RegistrationService } from './registration.service';
import { registrationRoutes } from './registration.routes';
import { sessionRoutes } from './session.routes';

export interface AccountServices {
  auth: AuthService;
  registration: RegistrationService;
  passwordResets: PasswordResetService;
  account: AccountService;
  profile: ProfileService;
}

export interface AuthRouteOptions {
  limiter: RateLimiter;
  publicUrl: string | undefined;
  /** Failed sign-ins for one e-mail from all addresses together (RATE_LIMIT_PER_ACCOUNT). */
  loginCeilingPerEmail: number;
}

/** Sign-in, registration with e-mail verification, and the user's own profile and password. */
export function authRoutes({ auth, registration, passwordResets, account, profile }: AccountServices, opts: AuthRouteOptions) {
  const { limiter } = opts;
  const secureCookies = opts.publicUrl?.startsWith('https://') ?? false;
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
        limiter.perSubject('login-account', bodyEmail, { countOnlyFailures: true, limit: opts.loginCeilingPerEmail }),
      ],
    }),
  );
  router.use(
    registrationRoutes(registration, {
      publicUrl: opts.publicUrl,
      secureCookies,
      registerLimits: [limiter.perIp('register'), limiter.perSubject('register', bodyEmail)],
      resendLimits: [limiter.perIp('resend'), limiter.perSubject('resend', bodyEmail)],
    }),
  );
  router.use(
    passwordResetRoutes(passwordResets, {
      publicUrl: opts.publicUrl,
      forgotLimits: [limiter.perIp('forgot'), limiter.perSubject('forgot', bodyEmail)],
      resetLimits: [limiter.perIp('reset', { countOnlyFailures: true })],
    }),
  );
  router.use(
    accountRoutes(account, {
      secureCookies,
      deleteLimits: [limiter.perIp('delete-account', { countOnlyFailures: true }), limiter.perSubject('delete-account', userSubject, { countOnlyFailures: true })],
    }),
  );
  router.use(
    profileRoutes(profile, {
      passwordLimits: [limiter.perIp('password', { countOnlyFailures: true }), limiter.perSubject('password', userSubject, { countOnlyFailures: true })],
    }),
  );
  return router;
}
