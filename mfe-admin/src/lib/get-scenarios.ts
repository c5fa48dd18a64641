import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';
import { adminScenarioListSchema } from '@app/contracts/scenarios';

/** GET /api/scenarios: every scenario, inactive ones too, as the admin wrote it (knowledge base and training upload). */
export const scenariosQuery = () =>
  queryOptions({ queryKey: ['admin', 'scenarios'], queryFn: async () => apiGet('/api/scenarios', adminScenarioListSchema) });

export const useScenarios = () => useQuery(scenariosQuery());
