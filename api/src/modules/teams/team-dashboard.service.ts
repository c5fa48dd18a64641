import { ASSIGNMENT_KINDS, type LeaderboardEntry, type LeaderboardPeriod, type MemberActivity, type TeamDashboard } from '@app/contracts/teams';
import type { MessageFeedback } from '@app/contracts/chat';
import type { AuthContext } from '../../lib/auth/authenticate';
import { AppError } from '../../lib/errors';
import { translate, type Lang } from '../../lib/i18n';
import { storedEnum } from '../../lib/stored-enum';
import type { UsersRepository } from '../users/users.repository';
import type { TitleOf } from './assignment-titles';
import type { TeamAccessCheck } from './team-access';
import { medalCounts, type ScoredActivity } from './scored-sessions';
import { isSession, memberFigures, periodStart, rankEntries, weeklyTrend, type TeamActivity } from './team-figures';
import type { TeamsRepository } from './teams.repository';

interface Deps {
  access: TeamAccessCheck;
  titleOf: TitleOf;
  users: Pick<UsersRepository, 'teamProfiles'>;
  activitiesOf: (userIds: number[]) => Promise<TeamActivity[]>;
  replyFeedbackOf: (userIds: number[]) => Promise<{ userId: number; feedback: MessageFeedback | null }[]>;
  /** Finished chat sessions and calls with the medal and card the scorecards module stored at completion. */
  scoredOf: (userIds: number[]) => Promise<ScoredActivity[]>;
  /** What quizzes and voice drills were about, by activity id (quiz category, voice scenario). */
  practiceTargetsOf: (activityIds: string[]) => Promise<Map<string, { kind: 'quiz' | 'voice'; target: string }>>;
  now?: () => Date;
}

const DRILL_DOWN_LIMIT = 50;

/** The manager's dashboard (members, skills, assignments, weekly trend), its CSV and the team leaderboard. */
export function createTeamDashboardService(repo: TeamsRepository, deps: Deps) {
  const { access, users, now = () => new Date() } = deps;

  async function agentsOf(teamId: number) {
    const ids = (await repo.members(teamId)).filter((m) => m.role === 'member').map((m) => m.userId);
    const profiles = await users.teamProfiles(ids);
    return profiles.sort((a, b) => a.name.localeCompare(b.name));
  }

  return {
    async dashboard(caller: AuthContext, teamId: number, lang: Lang): Promise<TeamDashboard> {
      await access.manage(caller, teamId);
      const team = await repo.findTeam(teamId);
      if (!team) throw new AppError('notFound', 404, 'teams:errors.teamNotFound');
      const agents = await agentsOf(teamId);
      const ids = agents.map((a) => a.id);
      const [activities, feedback, sessions, assignments] = await Promise.all([deps.activitiesOf(ids), deps.replyFeedbackOf(ids), deps.scoredOf(ids), repo.assignmentsOf(teamId)]);
      return {
        team: { id: team.id, name: team.name },
        members: agents.map((p) =>
          memberFigures(p, activities.filter((a) => a.userId === p.id), feedback.filter((f) => f.userId === p.id).map((f) => f.feedback), medalCounts(sessions.filter((s) => s.userId === p.id))),
        ),
        assignments: await Promise.all(
          assignments.map(async (a) => ({ id: a.id, kind: storedEnum(ASSIGNMENT_KINDS, a.kind, 'scenario'), title: await deps.titleOf(a.kind, a.target, lang), dueAt: a.dueAt.toISOString(), done: a.targets.filter((t) => t.completedAt).length, total: a.targets.length })),
        ),
        trend: weeklyTrend(activities, now()),
      };
    },

    /** One agent's recent activities, newest first (the drill-down); chat sessions and calls with their title, medal and scorecard. */
    async memberActivity(caller: AuthContext, teamId: number, userId: number, lang: Lang): Promise<MemberActivity> {
      await access.manage(caller, teamId);
      const agent = (await agentsOf(teamId)).find((a) => a.id === userId);
      if (!agent) throw new AppError('notFound', 404, 'teams:errors.memberNotFound');
      const [all, scored] = await Promise.all([deps.activitiesOf([userId]), deps.scoredOf([userId])]);
      const byActivity = new Map(scored.map((s) => [s.activityId, s]));
      const activities = all.reverse().slice(0, DRILL_DOWN_LIMIT);
      const targets = await deps.practiceTargetsOf(activities.map((a) => a.activityId));
      const titleOfActivity = async (activityId: string) => {
        const scored = byActivity.get(activityId);
        if (scored) return deps.titleOf(scored.kind === 'chat' ? 'scenario' : 'call', scored.target, lang);
        const practice = targets.get(activityId);
        return practice ? deps.titleOf(practice.kind, practice.target, lang) : null;
      };
      return {
        member: { userId, name: agent.name },
        activities: await Promise.all(
          activities.map(async (a) => {
            const scored = byActivity.get(a.activityId);
            return {
              activityId: a.activityId,
              kind: a.kind,
              title: await titleOfActivity(a.activityId),
              score: a.score,
              passed: a.passed,
              medal: scored?.medal ?? null,
              scorecard: scored?.card ?? null,
              skills: a.skills,
              completedAt: a.completedAt.toISOString(),
            };
          }),
        ),
      };
    },

    async leaderboard(caller: AuthContext, teamId: number, period: LeaderboardPeriod, lang: Lang): Promise<LeaderboardEntry[]> {
      await access.read(caller, teamId);
      const agents = await agentsOf(teamId);
      const since = periodStart(period, now());
      const ids = agents.map((a) => a.id);
      const [all, sessions] = await Promise.all([deps.activitiesOf(ids), deps.scoredOf(ids)]);
      const activities = all.filter((a) => !since || a.completedAt >= since);
      const anonymous = translate(lang, 'teams:leaderboard.anonymous');
      const rows = agents.map((p) => {
        const own = activities.filter((a) => a.userId === p.id);
        const medals = medalCounts(sessions.filter((s) => s.userId === p.id), since);
        // The caller always sees their own name; others who opted out are "An agent".
        const hidden = !p.leaderboardVisible && p.id !== caller.userId;
        return {
          sortName: p.name,
          name: hidden ? anonymous : p.name,
          anonymous: hidden,
          xp: own.reduce((s, a) => s + a.xp, 0),
          medals: medals.bronze + medals.silver + medals.gold,
          sessions: own.filter(isSession).length,
          me: p.id === caller.userId,
        };
      });
      return rankEntries(rows).map(({ sortName: _sortName, ...entry }) => entry);
    },
  };
}

export type TeamDashboardService = ReturnType<typeof createTeamDashboardService>;
