import type { Request } from 'express';
import { resources } from '@app/i18n/resources';

export type Lang = 'en' | 'ru';

/** The user's language: their explicit header first (the apps send their stored choice). */
export function requestLanguage(req: Pick<Request, 'headers'>): Lang {
  const header = String(req.headers['accept-language'] ?? '').toLowerCase();
  return header.startsWith('ru') ? 'ru' : 'en';
}

/** Looks up "errors.x" / "validation.y" in the common namespace; unknown keys show as themselves. */
export function translate(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  const [ns, ...rest] = key.includes(':') ? key.split(':') : ['common', key];
  let node: unknown = (resources[lang] as Record<string, unknown>)[ns];
  for (const part of rest.join(':').split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(vars[name] ?? ''));
}
