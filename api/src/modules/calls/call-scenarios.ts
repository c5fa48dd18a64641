import { resources } from '@app/i18n/resources';
import { CALL_SCENARIOS, type CallScenarioId } from '@app/contracts/voice';
import type { Lang } from '../../lib/i18n';
import { isKeyOf } from '../../lib/typed-object';
import type { DiscType, Difficulty, Scenario } from '../ai/ai-types';

export interface ResolvedCallScenario {
  id: CallScenarioId;
  personality: DiscType;
  difficulty: Difficulty;
  ai: Scenario;
}

const i18nKey = (id: string) => id.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase());

/** A call scenario in the call's language; its words live in the i18n `voice` namespace. */
export function callScenario(id: string, lang: Lang): ResolvedCallScenario | null {
  const entry = CALL_SCENARIOS.find((s) => s.id === id);
  if (!entry) return null;
  const texts = resources[lang].voice.calls.scenarios;
  const key = i18nKey(id);
  if (!isKeyOf(texts, key)) throw new Error(`call scenario ${id} has no texts in the voice namespace`);
  const text = texts[key];
  return {
    id: entry.id,
    personality: entry.personality,
    difficulty: entry.difficulty,
    ai: { id, title: text.title, clientName: text.clientName, clientType: text.clientType, description: text.description, category: 'inquiry' },
  };
}
