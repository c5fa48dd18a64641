import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from './languages';
import type { resources } from './resources';

type Namespaces<L extends Language> = Partial<(typeof resources)[L]>;

/**
 * Some namespaces in both languages: what one app ships (see bundles/). English sits in the app's
 * own chunk; Russian either inline or as a loader of a chunk of its own, fetched only when Russian
 * is the reader's language (an English first visit downloads no Russian).
 */
export type Texts = { en: Namespaces<'en'>; ru: Namespaces<'ru'> | (() => Promise<Namespaces<'ru'>>) };

/**
 * Each app (the shell and every remote) gets its own instance over the shared i18next
 * singleton, so a remote mounted in its own React root never depends on the host's instance.
 * texts: the app's own bundle (bundles/*), so no app downloads another's texts. A lazy language
 * is added by loadLanguage before it is shown.
 */
export function createI18n(language: Language, texts: Texts): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: typeof texts.ru === 'function' ? { en: texts.en } : { en: texts.en, ru: texts.ru },
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

/** Whether the instance holds the language's texts (a lazy bundle not yet loaded does not). */
export function hasLanguage(instance: i18n, language: Language): boolean {
  return instance.hasResourceBundle(language, 'common');
}

/** Adds the language's texts to the instance (fetching a lazy bundle once) and switches to it. */
export async function loadLanguage(instance: i18n, texts: Texts, language: Language): Promise<void> {
  const added = !hasLanguage(instance, language);
  if (added) {
    const bundle = language === 'en' ? texts.en : typeof texts.ru === 'function' ? await texts.ru() : texts.ru;
    for (const [ns, resources] of Object.entries(bundle)) instance.addResourceBundle(language, ns, resources, true, true);
  }
  // Switching again after adding makes i18next resolve the language anew (resolvedLanguage was the fallback).
  if (added || instance.language !== language) await instance.changeLanguage(language);
}
