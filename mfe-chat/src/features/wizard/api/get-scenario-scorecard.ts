import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { scenarioCardQuery } from '@app/api-client/scorecards';

/** GET /api/scenarios/:scenarioId/scorecard in the reader's language (the request carries it). */
export function useScenarioScorecard(scenarioId: string) {
  const { i18n } = useTranslation();
  return useQuery(scenarioCardQuery(scenarioId, i18n.language));
}
