import type { Repositories } from '../../app/repositories';
import type { NotificationsService } from '../notifications/notifications.service';
import { createAssignmentNotices } from './assignment-notices';
import { createAssignmentTitles } from './assignment-titles';
import { createAssignmentsService } from './assignments.service';
import { fromCall, fromSession, sessionIdOf } from './scored-sessions';
import { createTeamAccess } from './team-access';
import { createTeamDashboardService } from './team-dashboard.service';
import { createTeamsService } from './teams.service';

/** The teams module's services, built on its repository and the owners of what it reads. */
export function createTeamServices(repos: Repositories, { notifications, now }: { notifications: Pick<NotificationsService, 'notify'>; now?: () => Date }) {
  const access = createTeamAccess(repos.teams);
  const titleOf = createAssignmentTitles(repos.challenges);
  const assignmentNotices = createAssignmentNotices(repos.teams, { notifications, users: repos.users, titleOf, now });
  return {
    teams: createTeamsService(repos.teams, { access, users: repos.users, now }),
    assignments: createAssignmentsService(repos.teams, {
      access,
      titleOf,
      users: repos.users,
      challengeExists: async (id) => (await repos.challenges.find(id)) !== null,
      activeChatChallenges: async () => (await repos.challenges.listActive()).filter((c) => c.type === 'chat').map((c) => c.id),
      notices: assignmentNotices,
      medalOf: async (activityId) => {
        const id = sessionIdOf(activityId);
        return id === null ? null : ((await repos.chat.findSession(id))?.medal ?? null);
      },
      now,
    }),
    assignmentNotices,
    teamDashboards: createTeamDashboardService(repos.teams, {
      access,
      titleOf,
      users: repos.users,
      activitiesOf: repos.progress.activitiesOf,
      replyFeedbackOf: repos.chat.replyFeedbackOf,
      scoredOf: async (userIds) => {
        const [sessions, calls] = await Promise.all([
          repos.chat.scoredSessionsOf(userIds),
          Promise.all(userIds.map(async (id) => (await repos.calls.scoredCalls(id)).map((c) => fromCall(id, c)))),
        ]);
        return [...sessions.map(fromSession), ...calls.flat()];
      },
      practiceTargetsOf: async (activityIds) => {
        const idsOf = (kind: string) => activityIds.flatMap((a) => (a.startsWith(`${kind}:`) ? [Number(a.slice(kind.length + 1))] : [])).filter(Number.isSafeInteger);
        const [quizzes, drills] = await Promise.all([repos.quiz.categoriesOf(idsOf('quiz')), repos.voice.scenariosOf(idsOf('voice'))]);
        const targets = new Map<string, { kind: 'quiz' | 'voice'; target: string }>();
        for (const q of quizzes) targets.set(`quiz:${q.id}`, { kind: 'quiz', target: q.category });
        for (const v of drills) targets.set(`voice:${v.id}`, { kind: 'voice', target: v.scenario });
        return targets;
      },
      now,
    }),
  };
}
