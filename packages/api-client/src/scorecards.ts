import { queryOptions } from '@tanstack/react-query';
import { scenarioScorecardSchema, transcriptScorecardSchema, userMedalsSchema, type ScoreTranscriptBody } from '@app/contracts/scorecards';
import { apiGet, apiRequest } from './http';
import { userKey } from './users';

// Scorecards (issue 24) read by more than one app: medals, scenario cards, pasted conversations.
export const medalsQuery = (userId: number, language: string) =>
  queryOptions({ queryKey: [...userKey(userId), 'medals', language] as const, queryFn: () => apiGet(`/api/users/${userId}/medals`, userMedalsSchema) });

export const scenarioCardQuery = (scenarioId: string, language: string) =>
  queryOptions({
    queryKey: ['scorecards', scenarioId, language] as const,
    queryFn: () => apiGet(`/api/scenarios/${encodeURIComponent(scenarioId)}/scorecard`, scenarioScorecardSchema),
    staleTime: 5 * 60_000,
  });

/** POST /api/scorecards/score-transcript: a real conversation on a scenario's card. */
export const scoreTranscript = (body: ScoreTranscriptBody) => apiRequest('POST', '/api/scorecards/score-transcript', body, transcriptScorecardSchema);
