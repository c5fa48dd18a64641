import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from './languages';
import type { resources } from './resources';

/** Some namespaces in both languages: what one app ships (see bundles/). */
export type Texts = { en: Partial<(typeof resources)['en']>; ru: Partial<(typeof resources)['ru']> };

/**
 * Each app (the shell and every remote) gets its own instance over the shared i18next
 * singleton, so a remote mounted in its own React root never depends on the host's instance.
 * texts: the app's own bundle (bundles/*), so no app downloads another's texts.
 */
export function createI18n(language: Language, texts: Texts): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: texts,
    lng: language,
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: Object.keys(texts.en),
    interpolation: { escapeValue: false },
    initAsync: false,
    // Spec 000 §5: a missing text shows its key.
    returnNull: false,
  });
  return instance;
}
