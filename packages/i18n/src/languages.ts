import { LANGUAGES, type Language } from '@app/contracts/language-codes';

export { LANGUAGES, type Language };
export const LANGUAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(): Language {
  try {
    const v = globalThis.localStorage?.getItem(LANGUAGE_KEY);
    return isLanguage(v) ? v : 'en';
  } catch {
    return 'en';
  }
}
