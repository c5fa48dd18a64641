import type { ScenarioTexts, ScenarioTranslations } from '@app/contracts/scenarios';
import { storedChallengeTranslations } from './challenge-texts';
import type { ChallengeData } from './challenges.repository';

/** The Russian texts stored for a scenario, as the admin list answers them. */
export function scenarioTranslations(raw: string): ScenarioTranslations {
  const ru = storedChallengeTranslations(raw).ru;
  return ru ? { ru } : {};
}

/** One language's texts as stored: empty fields left out (the written text shows instead); the situation defaults to the description, as the written one does. */
function normalize(texts: ScenarioTexts): ScenarioTexts | undefined {
  const tips = texts.tips?.filter(Boolean);
  const out: ScenarioTexts = {
    title: texts.title || undefined,
    description: texts.description || undefined,
    scenario: texts.scenario || texts.description || undefined,
    initialMessage: texts.initialMessage || undefined,
    clientType: texts.clientType || undefined,
    expectedResponse: texts.expectedResponse || undefined,
    tips: tips && tips.length > 0 ? tips : undefined,
  };
  const present = Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
  return Object.keys(present).length > 0 ? present : undefined;
}

export function translationsToStore(translations: ScenarioTranslations): string {
  const ru = translations.ru && normalize(translations.ru);
  return JSON.stringify(ru ? { ru } : {});
}

const WRITTEN = ['title', 'description', 'scenario', 'initialMessage', 'clientType', 'expectedResponse', 'tips'] as const;

/**
 * The translations after an update that sent none: kept while the written texts stay the same,
 * dropped otherwise (they would tell agents the old scenario).
 */
export function translationsAfterUpdate(before: ChallengeData & { translations: string }, after: ChallengeData): string {
  return WRITTEN.every((k) => (before[k] ?? null) === (after[k] ?? null)) ? before.translations : '{}';
}
