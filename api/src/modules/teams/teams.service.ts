import { TEAM_ROLES, type Team, type TeamBody, type TeamDetail, type TeamMemberBody } from '@app/contracts/teams';
import type { AuthContext } from '../../lib/auth/authenticate';
import { AppError } from '../../lib/errors';
import type { UsersRepository } from '../users/users.repository';
import type { TeamAccessCheck } from './team-access';
import type { TeamRoleValue, TeamsRepository } from './teams.repository';
import { storedEnum } from '../../lib/stored-enum';

interface Deps {
  access: TeamAccessCheck;
  users: Pick<UsersRepository, 'teamProfiles' | 'exists'>;
  now?: () => Date;
}

type TeamRow = { id: number; name: string; createdAt: Date; _count: { members: number } };
const toTeam = (row: TeamRow, myRole: TeamRoleValue | null): Team => ({ id: row.id, name: row.name, memberCount: row._count.members, myRole, createdAt: row.createdAt.toISOString() });

/** Teams and their members: admins create, rename and delete teams and place people in them. */
export function createTeamsService(repo: TeamsRepository, { access, users, now = () => new Date() }: Deps) {
  return {
    /** Admins: every team; anybody else: the teams they are in, with their role. */
    async list(caller: AuthContext): Promise<Team[]> {
      const mine = new Map((await repo.membershipsOf(caller.userId)).map((m) => [m.teamId, storedEnum(TEAM_ROLES, m.role, 'member')]));
      const all = await repo.listTeams();
      return all.filter((t) => caller.role === 'admin' || mine.has(t.id)).map((t) => toTeam(t, mine.get(t.id) ?? null));
    },

    /** Whether the user manages any team (the manifest then lists the admin remote for its Teams area). */
    managesAny: async (userId: number) => (await repo.membershipsOf(userId)).some((m) => m.role === 'manager'),

    async detail(caller: AuthContext, teamId: number): Promise<TeamDetail> {
      const role = await access.manage(caller, teamId);
      const team = await repo.findTeam(teamId);
      if (!team) throw new AppError('notFound', 404, 'teams:errors.teamNotFound');
      const members = await repo.members(teamId);
      const profiles = new Map((await users.teamProfiles(members.map((m) => m.userId))).map((p) => [p.id, p]));
      return {
        ...toTeam(team, role === 'admin' ? null : role),
        members: members.map((m) => ({ userId: m.userId, name: profiles.get(m.userId)?.name ?? '', email: profiles.get(m.userId)?.email ?? '', role: storedEnum(TEAM_ROLES, m.role, 'member') })),
      };
    },

    async create(input: TeamBody): Promise<Team> {
      const row = await repo.createTeam(input.name);
      if (!row) throw new AppError('conflict', 409, 'teams:errors.nameTaken');
      return toTeam(row, null);
    },

    async rename(teamId: number, input: TeamBody): Promise<Team> {
      const row = await repo.renameTeam(teamId, input.name);
      if (row === 'taken') throw new AppError('conflict', 409, 'teams:errors.nameTaken');
      if (!row) throw new AppError('notFound', 404, 'teams:errors.teamNotFound');
      return toTeam(row, null);
    },

    async remove(teamId: number): Promise<void> {
      if (!(await repo.removeTeam(teamId))) throw new AppError('notFound', 404, 'teams:errors.teamNotFound');
    },

    async addMember(teamId: number, input: { userId: number; role: TeamMemberBody['role'] & string }): Promise<void> {
      if (!(await users.exists(input.userId))) throw new AppError('notFound', 404, 'teams:errors.userNotFound');
      const result = await repo.addMember(teamId, input.userId, input.role, now());
      if (result === 'exists') throw new AppError('conflict', 409, 'teams:errors.alreadyMember');
      if (result === 'missing') throw new AppError('notFound', 404, 'teams:errors.teamNotFound');
    },

    async removeMember(teamId: number, userId: number): Promise<void> {
      if (!(await repo.removeMember(teamId, userId))) throw new AppError('notFound', 404, 'teams:errors.memberNotFound');
    },
  };
}

export type TeamsService = ReturnType<typeof createTeamsService>;
