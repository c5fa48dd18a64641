import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './http';

// The caller's teams and assignments (the home's card), apart from the managers' fetchers in teams.ts.
export const TEAMS_KEY = ['teams'] as const;
export const MY_ASSIGNMENTS_KEY = ['assignments', 'mine'] as const;

// The home's card reads both on its first screen: the contract loads beside the calls (http.ts ContractLoader).
const contract = () => import(/* webpackChunkName: "contract-my-teams" */ '@app/contracts/my-teams');

export const teamsQuery = () => queryOptions({ queryKey: TEAMS_KEY, queryFn: () => apiGet('/api/teams', async () => (await contract()).teamListSchema) });
export const myAssignmentsQuery = () => queryOptions({ queryKey: MY_ASSIGNMENTS_KEY, queryFn: () => apiGet('/api/assignments', async () => (await contract()).myAssignmentListSchema) });
