import { resources } from '@app/i18n/resources';
import { BUILTIN_SCENARIOS, type BuiltinScenarioId } from '@app/contracts/chat';
import type { Lang } from '../../lib/i18n';
import type { Scenario } from '../ai/ai-types';

/** What a session needs to know about its scenario, whichever catalogue it came from. */
export interface ResolvedScenario {
  key: string;
  challengeId: number | null;
  title: string;
  /** What the AI client plays; copied into the session. */
  ai: Scenario;
}

interface ChallengeRow {
  id: number;
  title: string;
  description: string;
  scenario: string;
  initialMessage: string;
  category: string;
  clientName: string | null;
  clientType: string | null;
}

export function isBuiltinScenario(id: string): id is BuiltinScenarioId {
  return BUILTIN_SCENARIOS.some((s) => s.id === id);
}

/** A built-in scenario in the session's language; its words live in the i18n `chat` namespace. */
export function builtinScenario(id: BuiltinScenarioId, lang: Lang): ResolvedScenario {
  const text = resources[lang].chat.scenarios[id];
  const builtin = BUILTIN_SCENARIOS.find((s) => s.id === id);
  if (!builtin) throw new Error(`no built-in scenario ${id}`);
  const { category } = builtin;
  return {
    key: id,
    challengeId: null,
    title: text.title,
    ai: {
      id,
      title: text.title,
      clientName: text.clientName,
      clientType: text.clientType,
      description: `${text.description} ${text.situation}`,
      initialMessage: text.initialMessage,
      category,
    },
  };
}

/** An admin's challenge, with its texts already in the session's language (localizeChallenge). */
export function challengeScenario(row: ChallengeRow): ResolvedScenario {
  const key = `challenge-${row.id}`;
  return {
    key,
    challengeId: row.id,
    title: row.title,
    ai: {
      id: key,
      title: row.title,
      clientName: row.clientName ?? '',
      clientType: row.clientType ?? '',
      description: `${row.description} ${row.scenario}`.trim(),
      initialMessage: row.initialMessage || undefined,
      category: row.category,
    },
  };
}
