import { typedKeys } from '../../../lib/typed-object';
import type { Difficulty, DiscType, Language, Scenario } from '../ai-types';
import { seededInt, seededOrder } from '../text/seeded';
import { OBJECTION_CONCERN, OBJECTION_TEXT } from './objections';
import { BUDGETS, KIND_KEYWORDS, NEEDS, OBJECTION_ORDER, TIMELINES, type ClientKind, type ObjectionTopic } from './profile-pools';

/** What the client knows but the agent must discover; never stored, always re-derived. */
export interface ClientProfile {
  seed: string;
  kind: ClientKind;
  needs: string[];
  budget: string;
  timeline: string;
  objections: ObjectionTopic[];
  objectionText: (topic: ObjectionTopic) => string;
  concernText: (topic: ObjectionTopic) => string;
}

export const OBJECTION_COUNT: Record<Difficulty, number> = { easy: 1, medium: 2, hard: 3 };

export function clientKind(scenario: Scenario): ClientKind {
  const text = [scenario.id, scenario.title, scenario.clientType, scenario.description, scenario.category].join(' ');
  const found = typedKeys(KIND_KEYWORDS).find((k) => KIND_KEYWORDS[k].test(text));
  return found ?? 'general';
}

function formatBudget(usd: number, language: Language): string {
  if (language === 'en') return `$${usd.toLocaleString('en-US')}`;
  // Rough dollar-to-rouble scale so a Russian client names a believable figure.
  return `${Number(((usd * 100) / 1_000_000).toFixed(1)).toLocaleString('ru-RU')} млн ₽`;
}

export function deriveProfile(scenario: Scenario, personality: DiscType, difficulty: Difficulty, language: Language): ClientProfile {
  // Seeded by scenario and personality only, so the same client keeps the same needs across requests.
  const seed = `${scenario.id}|${personality}`;
  const kind = clientKind(scenario);
  const [min, max, step] = BUDGETS[kind];
  const budgetSteps = Math.floor((max - min) / step);
  const timelines = TIMELINES[kind][language];
  const tough = difficulty === 'hard';
  return {
    seed,
    kind,
    needs: seededOrder(NEEDS[kind][language], `${seed}|needs`).slice(0, 3),
    budget: formatBudget(min + step * seededInt(`${seed}|budget`, 0, budgetSteps), language),
    timeline: timelines[seededInt(`${seed}|timeline`, 0, timelines.length - 1)],
    objections: seededOrder(OBJECTION_ORDER[kind], `${seed}|objections`).slice(0, OBJECTION_COUNT[difficulty]),
    objectionText: (topic) => OBJECTION_TEXT[topic][language][tough ? 'tough' : 'soft'],
    concernText: (topic) => OBJECTION_CONCERN[topic][language],
  };
}
