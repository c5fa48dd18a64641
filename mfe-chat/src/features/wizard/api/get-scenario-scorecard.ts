import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '@app/api-client/http';
import { scenarioScorecardSchema } from '@app/contracts/scorecards';
import { chatKeys } from '../../../lib/query-keys';

/** GET /api/scenarios/:scenarioId/scorecard in the reader's language (the request carries it). */
export const scenarioScorecardQuery = (scenarioId: string, lang: string) =>
  queryOptions({
    queryKey: chatKeys.scenarioCard(scenarioId, lang),
    queryFn: async () => apiGet(`/api/scenarios/${encodeURIComponent(scenarioId)}/scorecard`, scenarioScorecardSchema),
  });

export function useScenarioScorecard(scenarioId: string) {
  const { i18n } = useTranslation();
  return useQuery(scenarioScorecardQuery(scenarioId, i18n.language));
}
