import type { AuthContext } from '../../lib/auth/authenticate';
import { AppError } from '../../lib/errors';
import type { TeamRoleValue, TeamsRepository } from './teams.repository';

export type TeamAccess = 'admin' | TeamRoleValue;

/**
 * Who may do what in a team: admins everything; a team's managers manage it; its members read its
 * leaderboard. A team the caller has no place in is 403 (its existence is not told), 404 for admins.
 */
export function createTeamAccess(repo: Pick<TeamsRepository, 'findTeam' | 'roleIn'>) {
  async function check(caller: AuthContext, teamId: number, allowed: TeamAccess[]): Promise<TeamAccess> {
    if (caller.role === 'admin') {
      if (!(await repo.findTeam(teamId))) throw new AppError('notFound', 404, 'teams:errors.teamNotFound');
      return 'admin';
    }
    const role = await repo.roleIn(teamId, caller.userId);
    if (!role || !allowed.includes(role)) throw new AppError('forbidden', 403);
    return role;
  }
  return {
    /** Admins and the team's managers. */
    manage: (caller: AuthContext, teamId: number) => check(caller, teamId, ['manager']),
    /** Admins, managers and members of the team. */
    read: (caller: AuthContext, teamId: number) => check(caller, teamId, ['manager', 'member']),
  };
}

export type TeamAccessCheck = ReturnType<typeof createTeamAccess>;
