import type { Exemplar, Scenario } from './ai-types';

const slug = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');

/**
 * The uploaded recordings both providers may use for a scenario: positive ones filed under its id
 * or its title. The embedded coach quotes them; the openai provider gets them as few-shot examples.
 */
export function exemplarsFor(exemplars: readonly Exemplar[] | undefined, scenario: Pick<Scenario, 'id' | 'title'> | undefined): Exemplar[] {
  if (!exemplars?.length || !scenario) return [];
  const keys = new Set([slug(scenario.id), slug(scenario.title)].filter(Boolean));
  return exemplars.filter((e) => e.outcome === 'positive' && keys.has(slug(e.scenario)));
}
