import type { UserSummary } from '@app/contracts/auth';
import { assertSelfOrAdmin, type AuthContext } from '../../lib/auth/authenticate';
import { AppError } from '../../lib/errors';
import type { UsersRepository } from './users.repository';

export function createUsersService(repo: UsersRepository) {
  return {
    /** Self or admin; access is decided before the lookup, so a 404 never confirms an id to others. */
    async summary(caller: AuthContext | undefined, userId: number): Promise<UserSummary> {
      assertSelfOrAdmin(caller, userId);
      const user = await repo.findSummary(userId);
      if (!user) throw new AppError('notFound', 404);
      return { ...user, role: user.role === 'admin' ? 'admin' : 'user' };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
