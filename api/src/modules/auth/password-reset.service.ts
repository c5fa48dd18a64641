import type { ForgotPasswordRequest, ResetPasswordRequest } from '@app/contracts/account';
import type { Mailer, MailMessage } from '../../integrations/mail/mailer';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { hashPassword } from '../../lib/password';
import type { AuthRepository } from './auth.repository';
import { accountMail, resetLink } from './auth-mails';
import { assertAcceptablePassword } from './passwords/password-policy';
import type { OneTimeTokenRepository } from './one-time-token.repository';
import { hashVerificationToken, newVerificationToken } from './verification-token';

export const RESET_TTL_MS = 3_600_000;

interface Deps {
  users: AuthRepository;
  tokens: OneTimeTokenRepository;
  mailer: Mailer;
  logger: Logger;
}

export function createPasswordResetService({ users, tokens, mailer, logger }: Deps) {
  // After the answer, as in registration: the time an answer takes must not tell whether an account exists.
  const deliver = (message: MailMessage) =>
    void mailer.send(message).catch((err: unknown) => logger.error({ err, to: message.to, subject: message.subject }, 'mail delivery failed'));

  return {
    /** The same answer for every address; only an existing account gets a link (single use, one hour). */
    async requestReset(input: ForgotPasswordRequest, appUrl: string): Promise<void> {
      const user = await users.findUserByEmail(input.email.trim().toLowerCase());
      if (!user) return;
      await tokens.invalidateOpen(user.id);
      const { token, tokenHash, expiresAt } = newVerificationToken(Date.now(), RESET_TTL_MS);
      await tokens.create({ userId: user.id, tokenHash, expiresAt });
      deliver(accountMail('reset', user, resetLink(appUrl, token)));
    },

    /**
     * Sets the new password and signs the account out everywhere (a thief's sessions too). Opening
     * the mailed link proves the address, so an unverified account counts as verified afterwards.
     */
    async reset(input: ResetPasswordRequest): Promise<void> {
      const row = await tokens.findByHash(hashVerificationToken(input.token));
      const invalid = new AppError('validation', 400, 'account:errors.resetInvalid');
      if (!row || row.usedAt || row.expiresAt <= new Date()) throw invalid;
      // A refused password leaves the link usable for a better one.
      assertAcceptablePassword(input.password);
      const passwordHash = await hashPassword(input.password);
      if ((await tokens.consume(row.id)) !== 1) throw invalid;
      await users.updatePasswordHash(row.userId, passwordHash);
      await users.revokeAllSessions(row.userId);
      await users.markEmailVerified(row.userId);
      await tokens.invalidateOpen(row.userId);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
