import { z } from 'zod';
import type { Lang } from '../../lib/i18n';
import { builtinScenario, isBuiltinScenario } from './chat-scenarios';
import { readJson } from '../../lib/json-text';

interface Titled {
  scenarioKey: string;
  challengeId: number | null;
  scenarioTitle: string;
}

interface ChallengeTitle {
  id: number;
  title: string;
  translations: string;
}

const translationsSchema = z.record(z.string(), z.object({ title: z.string().optional() }));

const challengeTitle = (row: ChallengeTitle, lang: Lang): string => readJson(row.translations, translationsSchema, {})[lang]?.title || row.title;

/**
 * A session's scenario title in the reader's language, looked up at read time: a built-in
 * scenario's from the i18n texts, a challenge's from its stored translations. The title copied into
 * the session (in the language it was held in) is the fallback when the challenge is gone.
 */
export async function titlesIn(lang: Lang, sessions: Titled[], challengeTitles: (ids: number[]) => Promise<ChallengeTitle[]>) {
  const ids = [...new Set(sessions.flatMap((s) => (s.challengeId === null ? [] : [s.challengeId])))];
  const challenges = new Map((ids.length ? await challengeTitles(ids) : []).map((c) => [c.id, c]));
  return (s: Titled): string => {
    if (isBuiltinScenario(s.scenarioKey)) return builtinScenario(s.scenarioKey, lang).title;
    const challenge = s.challengeId === null ? undefined : challenges.get(s.challengeId);
    return challenge ? challengeTitle(challenge, lang) : s.scenarioTitle;
  };
}
