import { queryOptions } from '@tanstack/react-query';
import { myAssignmentListSchema, teamListSchema } from '@app/contracts/my-teams';
import { apiGet } from './http';

// The caller's teams and assignments (the home's card), apart from the managers' fetchers in teams.ts.
export const TEAMS_KEY = ['teams'] as const;
export const MY_ASSIGNMENTS_KEY = ['assignments', 'mine'] as const;

export const teamsQuery = () => queryOptions({ queryKey: TEAMS_KEY, queryFn: () => apiGet('/api/teams', teamListSchema) });
export const myAssignmentsQuery = () => queryOptions({ queryKey: MY_ASSIGNMENTS_KEY, queryFn: () => apiGet('/api/assignments', myAssignmentListSchema) });
