import type { Request } from 'express';
import type { Language } from '@app/contracts/language';
import { createServerTranslator } from '@app/i18n/server-translator';

/** The user's language (the one definition is @app/contracts/language). */
export type Lang = Language;

/** The user's language: their explicit header first (the apps send their stored choice). */
export function requestLanguage(req: Pick<Request, 'headers'>): Lang {
  const header = String(req.headers['accept-language'] ?? '').toLowerCase();
  return header.startsWith('ru') ? 'ru' : 'en';
}

const translator = createServerTranslator();

/** A text in the user's language ("errors.x" is in the common namespace); unknown keys show as themselves. */
export function translate(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  return translator(lang, key, vars);
}
