import type { RegisterRequest } from '@app/contracts/auth';
import type { Mailer, MailMessage } from '../../integrations/mail/mailer';
import { AppError } from '../../lib/errors';
import type { Lang } from '../../lib/i18n';
import type { Logger } from '../../lib/logger';
import { hashPassword } from '../../lib/password';
import type { AuthRepository } from './auth.repository';
import { isUniqueViolation } from '../../lib/db-errors';
import { accountMail, loginLink, verificationLink } from './auth-mails';
import type { AuthService, SessionMeta } from './auth.service';
import { assertAcceptablePassword } from './passwords/password-policy';
import { hashVerificationToken, newVerificationToken } from './verification-token';
import type { OneTimeTokenRepository } from './one-time-token.repository';

export interface RequestContext {
  lang: Lang;
  /** The app's public origin, for links in e-mails. */
  appUrl: string;
  meta: SessionMeta;
}

interface Deps {
  users: AuthRepository;
  tokens: OneTimeTokenRepository;
  auth: AuthService;
  mailer: Mailer;
  logger: Logger;
}

export function createRegistrationService({ users, tokens, auth, mailer, logger }: Deps) {
  // Mail goes out after the answer: a slow mail server must not slow sign-up down, and the time
  // an answer takes must not tell whether an account exists.
  const deliver = (message: MailMessage) =>
    void mailer.send(message).catch((err: unknown) => logger.error({ err, to: message.to, subject: message.subject }, 'mail delivery failed'));

  async function sendVerification(user: { id: number; email: string; name: string; language: string }, appUrl: string) {
    await tokens.invalidateOpen(user.id);
    const { token, tokenHash, expiresAt } = newVerificationToken();
    await tokens.create({ userId: user.id, tokenHash, expiresAt });
    deliver(accountMail('verify', user, verificationLink(appUrl, token)));
  }

  return {
    /**
     * Spec 000 §3/§7: creates the account, signs it in at once and mails the verification link and a
     * welcome. A taken e-mail or username is a 409 that says which (spec 000 §8 shows the server's
     * message); sign-in and resend still answer alike for known and unknown addresses.
     */
    async register(input: RegisterRequest, ctx: RequestContext) {
      assertAcceptablePassword(input.password);
      const usernameTaken = new AppError('conflict', 409, 'auth:errors.usernameTaken');
      const emailTaken = new AppError('conflict', 409, 'account:errors.emailTaken');
      if (await users.findUserByEmail(input.email)) throw emailTaken;
      if (await users.findUserByUsername(input.username)) throw usernameTaken;
      const passwordHash = await hashPassword(input.password);
      let user;
      try {
        user = await users.createUser({ name: input.name, username: input.username, email: input.email, passwordHash, language: ctx.lang });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // A concurrent sign-up took the e-mail or the username between the checks and the insert.
        throw (await users.findUserByEmail(input.email)) ? emailTaken : usernameTaken;
      }
      await sendVerification(user, ctx.appUrl);
      deliver(accountMail('welcome', user, loginLink(ctx.appUrl)));
      return auth.issueToken(user.id, ctx.meta);
    },

    /** Single use, 24 hours; success confirms the e-mail and signs the person in. */
    /** Marks the address confirmed; it signs no one in (the link may have been opened by someone else). */
    async verifyEmail(token: string): Promise<void> {
      const row = await tokens.findByHash(hashVerificationToken(token));
      const invalid = new AppError('validation', 400, 'auth:errors.verificationInvalid');
      if (!row || row.usedAt || row.expiresAt <= new Date()) throw invalid;
      if ((await tokens.consume(row.id)) !== 1) throw invalid;
      await users.markEmailVerified(row.userId);
    },

    /** The same answer whatever the e-mail: unknown, verified or waiting. Only the last gets mail. */
    async resendVerification(email: string, ctx: RequestContext): Promise<void> {
      const user = await users.findUserByEmail(email.trim().toLowerCase());
      if (user && !user.emailVerifiedAt) await sendVerification(user, ctx.appUrl);
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
