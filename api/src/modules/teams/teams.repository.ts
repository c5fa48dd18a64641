import { TEAM_ROLES } from '@app/contracts/teams';
import type { Db } from '../../lib/db';
import { isMissingRow, isUniqueViolation } from '../../lib/db-errors';
import { storedEnum } from '../../lib/stored-enum';

export type TeamRoleValue = 'member' | 'manager';


/**
 * The teams module's tables: Team, TeamMember, Assignment and AssignmentTarget. Accounts (names,
 * totals) are the users module's and are asked for through its repository.
 */
export function createTeamsRepository(db: Db) {
  return {
    /** The user's rows, for their data export. */
    listMembershipsForExport: (userId: number) => db.teamMember.findMany({ where: { userId }, orderBy: { teamId: 'asc' } }),
    listTargetsForExport: (userId: number) => db.assignmentTarget.findMany({ where: { userId }, orderBy: { assignmentId: 'asc' } }),

    listTeams: () => db.team.findMany({ orderBy: { name: 'asc' }, include: { _count: { select: { members: true } } } }),
    findTeam: (id: number) => db.team.findUnique({ where: { id }, include: { _count: { select: { members: true } } } }),
    /** The teams the user belongs to, with their role in each. */
    membershipsOf: (userId: number) => db.teamMember.findMany({ where: { userId }, select: { teamId: true, role: true } }),
    roleIn: async (teamId: number, userId: number): Promise<TeamRoleValue | null> => {
      const member = await db.teamMember.findUnique({ where: { teamId_userId: { teamId, userId } }, select: { role: true } });
      return member ? storedEnum(TEAM_ROLES, member.role, 'member') : null;
    },
    members: (teamId: number) => db.teamMember.findMany({ where: { teamId }, orderBy: { createdAt: 'asc' } }),
    managersOf: async (teamId: number) => (await db.teamMember.findMany({ where: { teamId, role: 'manager' }, select: { userId: true } })).map((m) => m.userId),

    /** null when the name is taken. */
    async createTeam(name: string) {
      try {
        return await db.team.create({ data: { name }, include: { _count: { select: { members: true } } } });
      } catch (err) {
        if (isUniqueViolation(err)) return null;
        throw err;
      }
    },
    /** 'taken' for a name in use, null when the team is gone. */
    async renameTeam(id: number, name: string) {
      try {
        return await db.team.update({ where: { id }, data: { name }, include: { _count: { select: { members: true } } } });
      } catch (err) {
        if (isUniqueViolation(err)) return 'taken' as const;
        if (isMissingRow(err)) return null;
        throw err;
      }
    },
    removeTeam: async (id: number) => (await db.team.deleteMany({ where: { id } })).count === 1,

    /**
     * Adds the member and gives them the team's open whole-team assignments, in one transaction.
     * 'exists' when they already are a member (two adds at once: the primary key decides), 'missing'
     * when the team or the user is gone.
     */
    async addMember(teamId: number, userId: number, role: TeamRoleValue, now: Date): Promise<'added' | 'exists' | 'missing'> {
      try {
        await db.$transaction(async (tx) => {
          await tx.teamMember.create({ data: { teamId, userId, role } });
          if (role !== 'member') return;
          const open = await tx.assignment.findMany({ where: { teamId, wholeTeam: true, dueAt: { gt: now } }, select: { id: true } });
          for (const a of open) await tx.assignmentTarget.create({ data: { assignmentId: a.id, userId } });
        });
        return 'added';
      } catch (err) {
        if (isUniqueViolation(err)) return 'exists';
        if (isMissingRow(err)) return 'missing';
        throw err;
      }
    },
    /** Removes the member and their unfinished assignments of this team. */
    async removeMember(teamId: number, userId: number): Promise<boolean> {
      return db.$transaction(async (tx) => {
        const { count } = await tx.teamMember.deleteMany({ where: { teamId, userId } });
        await tx.assignmentTarget.deleteMany({ where: { userId, completedAt: null, assignment: { teamId } } });
        return count === 1;
      });
    },

    /** Creates the assignment with its assignees; null when the team is gone. */
    async createAssignment(data: { teamId: number; createdById: number; kind: string; target: string; minScore: number | null; medal: string | null; dueAt: Date; wholeTeam: boolean }, userIds: number[]) {
      try {
        return await db.$transaction(async (tx) => {
          const row = await tx.assignment.create({ data });
          for (const userId of userIds) await tx.assignmentTarget.create({ data: { assignmentId: row.id, userId } });
          return row;
        });
      } catch (err) {
        if (isMissingRow(err)) return null;
        throw err;
      }
    },
    async updateAssignment(id: number, data: { kind: string; target: string; minScore: number | null; medal: string | null; dueAt: Date }) {
      try {
        return await db.assignment.update({ where: { id }, data });
      } catch (err) {
        if (isMissingRow(err)) return null;
        throw err;
      }
    },
    removeAssignment: async (id: number) => (await db.assignment.deleteMany({ where: { id } })).count === 1,
    findAssignment: (id: number) => db.assignment.findUnique({ where: { id }, include: { targets: true } }),
    assignmentsOf: (teamId: number) => db.assignment.findMany({ where: { teamId }, orderBy: [{ dueAt: 'asc' }, { id: 'asc' }], include: { targets: true } }),
    /** The user's assignments with their team's name, soonest due first. */
    targetsOf: (userId: number) =>
      db.assignmentTarget.findMany({ where: { userId }, include: { assignment: { include: { team: { select: { name: true } } } } }, orderBy: { assignment: { dueAt: 'asc' } } }),
    /** The user's unfinished assignments of a kind (the activity that just ended may complete them). */
    openTargetsOf: (userId: number, kind: string) =>
      db.assignmentTarget.findMany({ where: { userId, completedAt: null, assignment: { kind } }, include: { assignment: true } }),
    saveBest: (assignmentId: number, userId: number, bestScore: number) =>
      db.assignmentTarget.updateMany({ where: { assignmentId, userId, OR: [{ bestScore: null }, { bestScore: { lt: bestScore } }] }, data: { bestScore } }),
    /** Marks it done once; false when it already was. */
    complete: async (assignmentId: number, userId: number, activityId: string, at: Date) =>
      (await db.assignmentTarget.updateMany({ where: { assignmentId, userId, completedAt: null }, data: { completedAt: at, activityId } })).count === 1,

    // The notification job: each claim succeeds once, whichever instance runs it.
    dueBetween: (from: Date, to: Date) =>
      db.assignmentTarget.findMany({ where: { completedAt: null, dueSoonSentAt: null, assignment: { dueAt: { gt: from, lte: to } } }, include: { assignment: true }, take: 200 }),
    overdue: (now: Date) =>
      db.assignmentTarget.findMany({ where: { completedAt: null, overdueSentAt: null, assignment: { dueAt: { lte: now } } }, include: { assignment: true }, take: 200 }),
    claimDueSoon: async (assignmentId: number, userId: number, at: Date) =>
      (await db.assignmentTarget.updateMany({ where: { assignmentId, userId, dueSoonSentAt: null }, data: { dueSoonSentAt: at } })).count === 1,
    claimOverdue: async (assignmentId: number, userId: number, at: Date) =>
      (await db.assignmentTarget.updateMany({ where: { assignmentId, userId, overdueSentAt: null }, data: { overdueSentAt: at } })).count === 1,
    pastDueUnsummarized: (now: Date) =>
      db.assignment.findMany({ where: { dueAt: { lte: now }, summarySentAt: null }, include: { targets: true }, take: 100 }),
    claimSummary: async (id: number, at: Date) => (await db.assignment.updateMany({ where: { id, summarySentAt: null }, data: { summarySentAt: at } })).count === 1,
  };
}

export type TeamsRepository = ReturnType<typeof createTeamsRepository>;
