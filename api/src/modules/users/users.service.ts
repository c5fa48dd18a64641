import type { UserSummary } from '@app/contracts/auth';
import { assertSelfOrAdmin, type AuthContext } from '../../lib/auth/authenticate';
import { AppError } from '../../lib/errors';
import { toDiscProfile } from '../disc/disc.service';
import type { UsersRepository } from './users.repository';

export function createUsersService(repo: UsersRepository) {
  return {
    /** Self or admin; access is decided before the lookup, so a 404 never confirms an id to others. */
    async summary(caller: AuthContext | undefined, userId: number): Promise<UserSummary> {
      assertSelfOrAdmin(caller, userId);
      const user = await repo.findSummary(userId);
      if (!user) throw new AppError('notFound', 404);
      const { id, name, username, role, streak, averageScore, totalSessions } = user;
      return { id, name, username, role: role === 'admin' ? 'admin' : 'user', streak, averageScore, totalSessions, discProfile: toDiscProfile(user) };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
