import type { NotificationParams } from '@app/contracts/notifications';
import { LANGUAGES, type Language } from '@app/contracts/language';

/**
 * Params that are content (a challenge's title, a translated skill) are stored once per language:
 * the English value under its name, every other language under "<lang>:<name>". A reader gets the
 * plain names back with their language's values; rows stored before this hold only the plain
 * names and read as they are.
 */
export function paramsInEveryLanguage(build: (lang: Language) => NotificationParams): NotificationParams {
  const out: NotificationParams = { ...build('en') };
  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    for (const [name, value] of Object.entries(build(lang))) out[`${lang}:${name}`] = value;
  }
  return out;
}

/** The params as one reader sees them. */
export function paramsFor(stored: NotificationParams, lang: Language): NotificationParams {
  const plain = Object.entries(stored).filter(([name]) => !name.includes(':'));
  return Object.fromEntries(plain.map(([name, value]) => [name, stored[`${lang}:${name}`] ?? value]));
}
