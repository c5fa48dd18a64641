import type { ChangePasswordRequest, ProfilePatch } from '@app/contracts/auth';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { AuthRepository } from './auth.repository';
import { isUniqueViolation } from '../../lib/db-errors';
import { assertAcceptablePassword } from './passwords/password-policy';
import { toCurrentUser } from './user-dto';

export function createProfileService(users: AuthRepository) {
  return {
    async updateProfile(userId: number, input: ProfilePatch) {
      const holder = 'username' in input ? await users.findUserByUsername(input.username) : null;
      if (holder && holder.id !== userId) throw new AppError('conflict', 409, 'auth:errors.usernameTaken');
      try {
        return toCurrentUser(await users.updateProfile(userId, input));
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('conflict', 409, 'auth:errors.usernameTaken');
        throw err;
      }
    },

    /** Needs the current password; every other session of the user ends (a thief's too). */
    async changePassword(userId: number, sessionId: string, input: ChangePasswordRequest) {
      const user = await users.findUserById(userId);
      if (!user) throw new AppError('unauthorized', 401);
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw new AppError('invalidCredentials', 400, 'auth:errors.currentPasswordWrong');
      }
      assertAcceptablePassword(input.newPassword);
      await users.updatePasswordHash(userId, await hashPassword(input.newPassword));
      await users.revokeOtherSessions(userId, sessionId);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
