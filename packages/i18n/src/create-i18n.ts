import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from './languages';
import { resources } from './resources';

/**
 * Each app (the shell and every remote) gets its own instance over the shared i18next
 * singleton, so a remote mounted in its own React root never depends on the host's instance.
 */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: Object.keys(resources.en),
    interpolation: { escapeValue: false },
    initAsync: false,
    // Spec 000 §5: a missing text shows its key.
    returnNull: false,
  });
  return instance;
}
