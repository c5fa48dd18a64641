import type { Language } from '../../modules/ai/ai-types';

/** The user's language decides every word the model writes, whatever language the input is in. */
export function languageNote(language: Language): string {
  return language === 'ru'
    ? 'Write every text value in Russian (русский язык), whatever language the input uses.'
    : 'Write every text value in English, whatever language the input uses.';
}
