import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';
import { sessionScorecardSchema } from '@app/contracts/scorecards';
import { chatKeys } from '../../../lib/query-keys';

/** GET /api/sessions/:id/scorecard: the finished session on its scenario's card (the PATCH answer fills it first). */
export const sessionScorecardQuery = (id: number) =>
  queryOptions({ queryKey: chatKeys.scorecard(id), queryFn: async () => apiGet(`/api/sessions/${id}/scorecard`, sessionScorecardSchema) });

export const useSessionScorecard = (id: number) => useQuery(sessionScorecardQuery(id));
