import { translate, type Lang } from '../../lib/i18n';
import type { DiscType, Difficulty } from '../ai/ai-types';
import { getPersonality } from '../ai/personalities';

/** The spec's one `scenario` text of a session: title, client personality, difficulty and behaviour. */
export function sessionText(title: string, personality: DiscType, difficulty: Difficulty, lang: Lang): string {
  const p = getPersonality(personality, lang);
  return translate(lang, 'chat:sessionText', {
    title,
    personality: p.title,
    difficulty: translate(lang, `chat:difficulty.${difficulty}.label`),
    behavior: p.behavior,
  });
}
