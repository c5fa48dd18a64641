import { queryOptions, type QueryKey } from '@tanstack/react-query';
import {
  assignmentTargetListSchema,
  leaderboardSchema,
  memberActivitySchema,
  teamAssignmentListSchema,
  teamAssignmentSchema,
  teamDashboardSchema,
  teamDetailSchema,
  teamSchema,
  type AssignmentBody,
  type LeaderboardPeriod,
  type TeamMemberBody,
} from '@app/contracts/teams';
import { currentUserSchema } from '@app/contracts/user';
import { apiFetch, apiGet, apiRequest } from './http';
import { TEAMS_KEY } from './my-teams';

// Teams, assignments, the dashboard and the leaderboard (issue 25): one fetcher and key per resource.
export { MY_ASSIGNMENTS_KEY, TEAMS_KEY, myAssignmentsQuery, teamsQuery } from './my-teams';
const teamKey = (id: number) => [...TEAMS_KEY, id] as const;

export const teamQuery = (id: number) => queryOptions({ queryKey: [...teamKey(id), 'detail'], queryFn: () => apiGet(`/api/teams/${id}`, teamDetailSchema) });
export const teamAssignmentsQuery = (id: number) =>
  queryOptions({ queryKey: [...teamKey(id), 'assignments'], queryFn: () => apiGet(`/api/teams/${id}/assignments`, teamAssignmentListSchema) });
export const teamDashboardQuery = (id: number) =>
  queryOptions({ queryKey: [...teamKey(id), 'dashboard'], queryFn: () => apiGet(`/api/teams/${id}/dashboard`, teamDashboardSchema) });
export const memberActivityQuery = (teamId: number, userId: number) =>
  queryOptions({ queryKey: [...teamKey(teamId), 'members', userId, 'activity'], queryFn: () => apiGet(`/api/teams/${teamId}/members/${userId}/activity`, memberActivitySchema) });
export const leaderboardQuery = (teamId: number, period: LeaderboardPeriod) =>
  queryOptions({ queryKey: [...teamKey(teamId), 'leaderboard', period], queryFn: () => apiGet(`/api/teams/${teamId}/leaderboard?period=${period}`, leaderboardSchema) });
export const assignmentTargetsQuery = () => queryOptions({ queryKey: ['assignment-targets'], queryFn: () => apiGet('/api/assignment-targets', assignmentTargetListSchema), staleTime: 5 * 60_000 });

/** Invalidate this to refetch everything about one team. */
export const teamQueryKey = teamKey;

export const createTeam = (name: string) => apiRequest('POST', '/api/teams', { name }, teamSchema);
export const renameTeam = (id: number, name: string) => apiRequest('PATCH', `/api/teams/${id}`, { name }, teamSchema);
export const deleteTeam = (id: number) => apiRequest('DELETE', `/api/teams/${id}`);
export const addTeamMember = (id: number, body: TeamMemberBody) => apiRequest('POST', `/api/teams/${id}/members`, body, teamDetailSchema);
export const removeTeamMember = (id: number, userId: number) => apiRequest('DELETE', `/api/teams/${id}/members/${userId}`);
export const createAssignment = (teamId: number, body: AssignmentBody) => apiRequest('POST', `/api/teams/${teamId}/assignments`, body, teamAssignmentSchema);
export const deleteAssignment = (teamId: number, id: number) => apiRequest('DELETE', `/api/teams/${teamId}/assignments/${id}`);
/** The CSV's address (a plain link: the session cookie signs it in). */
export const dashboardCsvUrl = (teamId: number) => `/api/teams/${teamId}/dashboard.csv`;
/** GET the dashboard CSV with the session's token, as a file's contents. */
export const downloadDashboardCsv = async (teamId: number): Promise<Blob> => (await apiFetch('GET', dashboardCsvUrl(teamId), undefined, 'text/csv')).blob();

/**
 * What each write refetches. TEAMS_KEY is the list (the shell's manager gate and the progress
 * tab read it too) and the prefix of every team's reads; teamQueryKey(id) is one team's reads.
 */
export const createTeamInvalidates = (): QueryKey[] => [TEAMS_KEY];
export const renameTeamInvalidates = (id: number): QueryKey[] => [TEAMS_KEY, teamKey(id)];
export const deleteTeamInvalidates = (): QueryKey[] => [TEAMS_KEY];
/** Adding or removing a member changes the list's counts and the team's members. */
export const teamMembersInvalidates = (id: number): QueryKey[] => [TEAMS_KEY, teamKey(id)];
export const createAssignmentInvalidates = (teamId: number): QueryKey[] => [TEAMS_KEY, teamKey(teamId)];
export const deleteAssignmentInvalidates = (teamId: number): QueryKey[] => [teamKey(teamId)];

/** PATCH /api/auth/profile with only the leaderboard setting; answers the updated user. */
export const setLeaderboardVisible = (leaderboardVisible: boolean) => apiRequest('PATCH', '/api/auth/profile', { leaderboardVisible }, currentUserSchema);
