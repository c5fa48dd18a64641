import i18next from 'i18next';
import type { Language } from './languages';
import { resources } from './resources';

export type Translate = (language: Language, key: string, vars?: Record<string, string | number>) => string;

/**
 * Server-side texts (error messages, e-mails, push notifications) from the same resources the apps
 * use, with i18next's interpolation and nesting. A key without a namespace is looked up in
 * "common"; an unknown key comes back as itself.
 */
export function createServerTranslator(): Translate {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: Object.keys(resources.en),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  const fixed = { en: instance.getFixedT('en'), ru: instance.getFixedT('ru') };
  return (language, key, vars = {}) => fixed[language](key, vars);
}
