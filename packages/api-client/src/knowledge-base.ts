import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { coachingPhraseListSchema, coachingPhraseSchema, type CoachingPhraseInput } from '@app/contracts/coaching-phrases';
import { adminScenarioListSchema, adminScenarioSchema, knowledgeAnalyticsSchema, type ScenarioInput } from '@app/contracts/scenarios';
import { CHALLENGES_KEY } from './challenges';
import { COACHING_PHRASES_KEY } from './coaching';
import { apiGet, apiRequest } from './http';

// The knowledge base as admins edit it (spec 001 §9): scenarios, coaching phrases and the figures.
export const ADMIN_SCENARIOS_KEY = ['admin', 'scenarios'] as const;
export const ADMIN_PHRASES_KEY = ['admin', 'phrases'] as const;
export const KNOWLEDGE_ANALYTICS_KEY = ['admin', 'kb-analytics'] as const;

/** GET /api/scenarios: every scenario, inactive ones too, as the admin wrote it (knowledge base and training upload). */
export const adminScenariosQuery = () => queryOptions({ queryKey: ADMIN_SCENARIOS_KEY, queryFn: () => apiGet('/api/scenarios', adminScenarioListSchema) });

/** GET /api/coaching-phrases?all=true: the whole phrase bank, inactive phrases included (admins). */
export const adminPhrasesQuery = () => queryOptions({ queryKey: ADMIN_PHRASES_KEY, queryFn: () => apiGet('/api/coaching-phrases?all=true', coachingPhraseListSchema) });

/** GET /api/knowledge-base/analytics: totals, custom phrases and the most practised scenarios. */
export const knowledgeAnalyticsQuery = () =>
  queryOptions({ queryKey: KNOWLEDGE_ANALYTICS_KEY, queryFn: () => apiGet('/api/knowledge-base/analytics', knowledgeAnalyticsSchema) });

/** POST /api/scenarios without an id, PUT /api/scenarios/:id with one. */
export const saveScenario = ({ id, input }: { id: number | null; input: ScenarioInput }) =>
  id === null ? apiRequest('POST', '/api/scenarios', input, adminScenarioSchema) : apiRequest('PUT', `/api/scenarios/${id}`, input, adminScenarioSchema);

/** DELETE /api/scenarios/:id (204). */
export const deleteScenario = (id: number) => apiRequest<void>('DELETE', `/api/scenarios/${id}`);

/** POST /api/coaching-phrases without an id, PUT /api/coaching-phrases/:id with one. */
export const saveCoachingPhrase = ({ id, input }: { id: number | null; input: CoachingPhraseInput }) =>
  id === null ? apiRequest('POST', '/api/coaching-phrases', input, coachingPhraseSchema) : apiRequest('PUT', `/api/coaching-phrases/${id}`, input, coachingPhraseSchema);

/** DELETE /api/coaching-phrases/:id (204). */
export const deleteCoachingPhrase = (id: number) => apiRequest<void>('DELETE', `/api/coaching-phrases/${id}`);

/**
 * What a scenario or phrase write refetches: the admin lists, the figures, and what agents read:
 * every challenge list (the chat wizard's, call insights' chat scenarios) and the coach's phrase
 * bank in every language.
 */
export const knowledgeWriteInvalidates: readonly QueryKey[] = [ADMIN_SCENARIOS_KEY, ADMIN_PHRASES_KEY, KNOWLEDGE_ANALYTICS_KEY, CHALLENGES_KEY, COACHING_PHRASES_KEY];
