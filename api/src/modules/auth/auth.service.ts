import { randomBytes } from 'node:crypto';
import type { LoginRequest } from '@app/contracts/auth';
import { signToken } from '../../lib/auth/tokens';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { ReadCache } from '../../lib/read-cache';
import type { AuthRepository } from './auth.repository';
import { toCurrentUser } from './user-dto';

export interface SessionMeta {
  userAgent?: string;
  ip?: string;
}

// How long a replaced token keeps working after a renewal, for requests already on their way.
const RENEWAL_GRACE_MS = 60_000;

export function createAuthService(repo: AuthRepository, secret: Uint8Array, ttlHours: number, reads?: ReadCache) {
  // Checked against when the e-mail is unknown, so both answers take the same argon2 time.
  let dummyHash: Promise<string> | undefined;
  const timingDecoy = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

  async function issueToken(userId: number, meta: SessionMeta, chainId?: string) {
    const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
    const session = await repo.createSession({ userId, expiresAt, ...meta, chainId });
    return { token: await signToken(secret, { userId, sessionId: session.id }, expiresAt), expiresAt };
  }

  return {
    issueToken,

    async login(input: LoginRequest, meta: SessionMeta) {
      const user = await repo.findUserByEmail(input.email.trim().toLowerCase());
      const valid = await verifyPassword(user?.passwordHash ?? (await timingDecoy()), input.password);
      // Same answer for an unknown e-mail and a wrong password: no account enumeration.
      if (!user || !valid) throw new AppError('invalidCredentials', 401);
      if (!user.emailVerifiedAt) return { requiresVerification: true as const };
      return issueToken(user.id, meta);
    },

    /** Read on every screen: kept in the read cache (when there is one) until the user row is written. */
    async currentUser(userId: number) {
      const load = async () => {
        const user = await repo.findUserById(userId);
        return user ? toCurrentUser(user) : undefined;
      };
      const user = reads ? await reads.read(`current-user:${userId}`, { userId, models: ['user'] }, load) : await load();
      if (!user) throw new AppError('unauthorized', 401);
      return user;
    },

    /** Ends the session and its whole renewal chain: a predecessor still in its grace minute ends too. */
    async logout(sessionId: string) {
      const session = await repo.findSession(sessionId);
      if (session) await repo.revokeChain(session.chainId ?? session.id);
    },

    /**
     * A fresh token for an active user before the old one expires; the old one ends a minute later
     * and can never renew again, so a stolen old token cannot keep minting successors.
     */
    async renew(userId: number, sessionId: string, meta: SessionMeta) {
      const session = await repo.findSession(sessionId);
      if (!session) throw new AppError('unauthorized', 401);
      const until = new Date(Math.min(session.expiresAt.getTime(), Date.now() + RENEWAL_GRACE_MS));
      if ((await repo.markRenewed(sessionId, until)) !== 1) throw new AppError('unauthorized', 401);
      return issueToken(userId, meta, session.chainId ?? session.id);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
