import { BUILTIN_SCENARIOS } from '@app/contracts/chat';
import { QUIZ_CATEGORIES } from '@app/contracts/quiz-questions';
import { assignmentHref } from '@app/contracts/assignment-href';
import { ASSIGNMENT_KINDS, MEDAL_KINDS, type AssignmentKind, type AssignmentTarget, type MyAssignment, type Requirement, type TeamAssignment } from '@app/contracts/teams';
import { MEDALS } from '@app/contracts/scorecards';
import { CALL_SCENARIOS, VOICE_SCENARIO_IDS } from '@app/contracts/voice';
import type { z } from 'zod';
import { assignmentBodySchema } from '@app/contracts/teams';
import type { AuthContext } from '../../lib/auth/authenticate';
import { AppError } from '../../lib/errors';
import type { AppEvents } from '../../lib/events';
import type { Lang } from '../../lib/i18n';
import type { UsersRepository } from '../users/users.repository';
import { KIND_OF_ACTIVITY, knownTarget, meets, progressOf, statusOf } from './assignment-rules';
import type { TitleOf } from './assignment-titles';
import type { AssignmentNotices } from './assignment-notices';
import type { TeamAccessCheck } from './team-access';
import type { TeamsRepository } from './teams.repository';
import { isOneOf } from '../../lib/one-of';
import { storedEnum } from '../../lib/stored-enum';

type Input = z.output<typeof assignmentBodySchema>;
type AssignmentRow = NonNullable<Awaited<ReturnType<TeamsRepository['findAssignment']>>>;

interface Deps {
  access: TeamAccessCheck;
  titleOf: TitleOf;
  users: Pick<UsersRepository, 'teamProfiles'>;
  challengeExists: (id: number) => Promise<boolean>;
  /** The admins' active chat challenges (their ids). */
  activeChatChallenges: () => Promise<number[]>;
  notices: Pick<AssignmentNotices, 'assigned'>;
  /** The medal a finished chat session earned on its scenario's scorecard ("chat:12"); null for none or another kind. */
  medalOf: (activityId: string) => Promise<string | null>;
  now?: () => Date;
}

const requirementOf = (row: { minScore: number | null; medal: string | null }): Requirement => ({
  ...(row.minScore !== null ? { minScore: row.minScore } : {}),
  ...(isOneOf(MEDALS, row.medal) ? { medal: row.medal } : {}),
});

/** Assignments: managers (and admins) give a team's members practice to do by a date; an activity that meets it completes it. */
export function createAssignmentsService(repo: TeamsRepository, deps: Deps) {
  const { access, titleOf, users, now = () => new Date() } = deps;

  async function validated(input: Input): Promise<{ kind: AssignmentKind; target: string; minScore: number | null; medal: string | null; dueAt: Date }> {
    const target = input.kind === 'disc' ? '' : input.target;
    if (!knownTarget(input.kind, target)) throw new AppError('validation', 400, 'teams:errors.target');
    // Medals come from a scorecard: chat scenarios and calls have one; quizzes, DISC and voice drills do not.
    if (input.requirement.medal && !MEDAL_KINDS.includes(input.kind)) throw new AppError('validation', 400, 'teams:errors.medalKind');
    const challengeId = /^challenge-(\d+)$/.exec(target)?.[1];
    if (challengeId && !(await deps.challengeExists(Number(challengeId)))) throw new AppError('validation', 400, 'teams:errors.target');
    return { kind: input.kind, target, minScore: input.requirement.minScore ?? null, medal: input.requirement.medal ?? null, dueAt: input.dueAt };
  }

  async function toTeamAssignment(row: AssignmentRow, lang: Lang): Promise<TeamAssignment> {
    const names = new Map((await users.teamProfiles(row.targets.map((t) => t.userId))).map((p) => [p.id, p.name]));
    const at = now();
    return {
      id: row.id,
      teamId: row.teamId,
      kind: storedEnum(ASSIGNMENT_KINDS, row.kind, 'scenario'),
      target: row.target,
      title: await titleOf(row.kind, row.target, lang),
      requirement: requirementOf(row),
      dueAt: row.dueAt.toISOString(),
      wholeTeam: row.wholeTeam,
      done: row.targets.filter((t) => t.completedAt).length,
      total: row.targets.length,
      assignees: row.targets.map((t) => ({ userId: t.userId, name: names.get(t.userId) ?? '', status: statusOf(row.dueAt, t.completedAt, at), bestScore: t.bestScore })),
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function managed(caller: AuthContext, teamId: number, id: number): Promise<AssignmentRow> {
    await access.manage(caller, teamId);
    const row = await repo.findAssignment(id);
    if (!row || row.teamId !== teamId) throw new AppError('notFound', 404, 'teams:errors.assignmentNotFound');
    return row;
  }

  return {
    /** The body is read after the access check: a stranger learns nothing from a 400. */
    async create(caller: AuthContext, teamId: number, body: unknown, lang: Lang): Promise<TeamAssignment> {
      await access.manage(caller, teamId);
      const input = assignmentBodySchema.parse(body);
      const data = await validated(input);
      if (data.dueAt.getTime() <= now().getTime()) throw new AppError('validation', 400, 'teams:errors.duePast');
      const members = (await repo.members(teamId)).filter((m) => m.role === 'member').map((m) => m.userId);
      const chosen = input.userIds?.length ? [...new Set(input.userIds)] : null;
      if (chosen?.some((id) => !members.includes(id))) throw new AppError('validation', 400, 'teams:errors.notAMember');
      const assignees = chosen ?? members;
      const row = await repo.createAssignment({ teamId, createdById: caller.userId, ...data, wholeTeam: !chosen }, assignees);
      if (!row) throw new AppError('notFound', 404, 'teams:errors.teamNotFound');
      await deps.notices.assigned(row, assignees, assignmentHref(data.kind, data.target));
      return toTeamAssignment({ ...row, targets: assignees.map((userId) => ({ assignmentId: row.id, userId, bestScore: null, completedAt: null, activityId: null, dueSoonSentAt: null, overdueSentAt: null, createdAt: row.createdAt })) }, lang);
    },

    async list(caller: AuthContext, teamId: number, lang: Lang): Promise<TeamAssignment[]> {
      await access.manage(caller, teamId);
      return Promise.all((await repo.assignmentsOf(teamId)).map((row) => toTeamAssignment(row, lang)));
    },

    async update(caller: AuthContext, teamId: number, id: number, body: unknown, lang: Lang): Promise<TeamAssignment> {
      await managed(caller, teamId, id);
      if (!(await repo.updateAssignment(id, await validated(assignmentBodySchema.parse(body))))) throw new AppError('notFound', 404, 'teams:errors.assignmentNotFound');
      const row = await repo.findAssignment(id);
      if (!row) throw new AppError('notFound', 404, 'teams:errors.assignmentNotFound');
      return toTeamAssignment(row, lang);
    },

    async remove(caller: AuthContext, teamId: number, id: number): Promise<void> {
      await managed(caller, teamId, id);
      if (!(await repo.removeAssignment(id))) throw new AppError('notFound', 404, 'teams:errors.assignmentNotFound');
    },

    /** Everything a manager can assign, titled in the reader's language. */
    async targets(lang: Lang): Promise<AssignmentTarget[]> {
      const list: { kind: AssignmentKind; target: string }[] = [
        ...(await deps.activeChatChallenges()).map((id) => ({ kind: 'scenario' as const, target: `challenge-${id}` })),
        ...BUILTIN_SCENARIOS.map((s) => ({ kind: 'scenario' as const, target: s.id })),
        ...QUIZ_CATEGORIES.map((c) => ({ kind: 'quiz' as const, target: c })),
        { kind: 'disc', target: '' },
        ...CALL_SCENARIOS.map((s) => ({ kind: 'call' as const, target: s.id })),
        ...VOICE_SCENARIO_IDS.map((id) => ({ kind: 'voice' as const, target: id })),
      ];
      return Promise.all(list.map(async (x) => ({ ...x, title: await titleOf(x.kind, x.target, lang) })));
    },

    /** GET /api/assignments: the caller's own, soonest due first. */
    async mine(caller: AuthContext, lang: Lang): Promise<MyAssignment[]> {
      const at = now();
      return Promise.all(
        (await repo.targetsOf(caller.userId)).map(async (t) => ({
          id: t.assignment.id,
          teamId: t.assignment.teamId,
          teamName: t.assignment.team.name,
          kind: storedEnum(ASSIGNMENT_KINDS, t.assignment.kind, 'scenario'),
          target: t.assignment.target,
          title: await titleOf(t.assignment.kind, t.assignment.target, lang),
          requirement: requirementOf(t.assignment),
          dueAt: t.assignment.dueAt.toISOString(),
          status: statusOf(t.assignment.dueAt, t.completedAt, at),
          progress: progressOf(t.assignment, t),
          bestScore: t.bestScore,
          completedAt: t.completedAt?.toISOString() ?? null,
        })),
      );
    },

    /** From the progress engine's `activity.completed`: records the best score and completes what the activity meets. */
    async onActivity(event: AppEvents['activity.completed']): Promise<number> {
      const kind = KIND_OF_ACTIVITY[event.kind];
      const targets = (await repo.openTargetsOf(event.userId, kind)).filter((t) => kind === 'disc' || t.assignment.target === event.target);
      if (!targets.length) return 0;
      const score = Math.round(Math.min(100, Math.max(0, event.score)));
      // The scorecard's medal: carried by the event where the scoring module adds it, else read from the stored session.
      const carried = event.medal;
      const medal = !targets.some((t) => t.assignment.medal) ? null : carried !== undefined ? carried : await deps.medalOf(event.activityId);
      let completed = 0;
      for (const t of targets) {
        await repo.saveBest(t.assignmentId, t.userId, score);
        if (meets(t.assignment, { score, passed: event.passed, medal }) && (await repo.complete(t.assignmentId, t.userId, event.activityId, event.completedAt))) completed += 1;
      }
      return completed;
    },
  };
}

export type AssignmentsService = ReturnType<typeof createAssignmentsService>;
