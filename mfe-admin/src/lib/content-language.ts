import { useTranslation } from 'react-i18next';
import type { Language } from '@app/contracts/language';

/** The reader's language for stored content: the UI language the shell hands the remote. */
export function useContentLanguage(): Language {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language ?? 'en').startsWith('ru') ? 'ru' : 'en';
}

/**
 * Content written in English, in the reader's language: each translated field replaces the written
 * one (an empty or missing one does not). `translated` is false when a non-English reader gets the
 * written text of `key` (the list marks it).
 */
export function localize<T extends object>(
  written: T,
  translations: Partial<Record<Language, Partial<T>>> | undefined,
  lang: Language,
  key: keyof T,
): T & { translated: boolean } {
  const other = lang === 'en' ? undefined : translations?.[lang];
  const filled = Object.entries(other ?? {}).filter(([, value]) => !(value === undefined || value === '' || (Array.isArray(value) && value.length === 0)));
  const texts = { ...written, ...Object.fromEntries(filled) };
  const translated = lang === 'en' || Boolean(other?.[key]);
  return { ...texts, translated };
}
