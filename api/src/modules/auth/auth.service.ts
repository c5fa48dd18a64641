import type { LoginRequest } from '@app/contracts/auth';
import { signToken } from '../../lib/auth/tokens';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/password';
import type { AuthRepository } from './auth.repository';
import { toCurrentUser } from './user-dto';

export interface SessionMeta {
  userAgent?: string;
  ip?: string;
}

export function createAuthService(repo: AuthRepository, secret: Uint8Array, ttlHours: number) {
  async function issueToken(userId: number, meta: SessionMeta) {
    const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
    const session = await repo.createSession({ userId, expiresAt, ...meta });
    return { token: await signToken(secret, { userId, sessionId: session.id }, expiresAt), expiresAt };
  }

  return {
    issueToken,

    async login(input: LoginRequest, meta: SessionMeta) {
      const user = await repo.findUserByEmail(input.email.toLowerCase());
      // Same answer for an unknown e-mail and a wrong password: no account enumeration.
      if (!user || !(await verifyPassword(user.passwordHash, input.password))) {
        throw new AppError('invalidCredentials', 401);
      }
      if (!user.emailVerifiedAt) return { requiresVerification: true as const };
      return issueToken(user.id, meta);
    },

    async currentUser(userId: number) {
      const user = await repo.findUserById(userId);
      if (!user) throw new AppError('unauthorized', 401);
      return toCurrentUser(user);
    },

    logout: (sessionId: string) => repo.revokeSession(sessionId),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
