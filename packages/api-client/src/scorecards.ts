import { queryOptions } from '@tanstack/react-query';
import type { ScoreTranscriptBody } from '@app/contracts/scorecards';
import { apiGet, apiRequest } from './http';
import { userKey } from './users';

// Scorecards (issue 24) read by more than one app: medals, scenario cards, pasted conversations.
// Their contract loads with the first call (http.ts ContractLoader): a screen whose medals the
// shell has already fetched (/progress) never builds these schemas a second time.
const contract = () => import('@app/contracts/scorecards');

export const medalsQuery = (userId: number, language: string) =>
  queryOptions({ queryKey: [...userKey(userId), 'medals', language] as const, queryFn: () => apiGet(`/api/users/${userId}/medals`, async () => (await contract()).userMedalsSchema) });

export const scenarioCardQuery = (scenarioId: string, language: string) =>
  queryOptions({
    queryKey: ['scorecards', scenarioId, language] as const,
    queryFn: () => apiGet(`/api/scenarios/${encodeURIComponent(scenarioId)}/scorecard`, async () => (await contract()).scenarioScorecardSchema),
    staleTime: 5 * 60_000,
  });

/** POST /api/scorecards/score-transcript: a real conversation on a scenario's card. */
export const scoreTranscript = (body: ScoreTranscriptBody) => apiRequest('POST', '/api/scorecards/score-transcript', body, async () => (await contract()).transcriptScorecardSchema);
