import { describe, expect, it } from 'vitest';
import { createI18n, hasLanguage, loadLanguage, type Texts } from './create-i18n';

const texts: Texts = {
  en: { common: { loading: 'Loading...' } } as Texts['en'],
  ru: async () => ({ common: { loading: 'Загрузка...' } }) as Exclude<Texts['ru'], () => unknown>,
};

describe('texts loaded per language', () => {
  it('when Russian is the reader language, then it is fetched once, shown and resolved as Russian', async () => {
    const i18n = createI18n('ru', texts);
    expect(hasLanguage(i18n, 'ru')).toBe(false);
    await loadLanguage(i18n, texts, 'ru');
    expect(i18n.t('loading')).toBe('Загрузка...');
    expect(i18n.resolvedLanguage).toBe('ru');
  });

  it('when English is the reader language, then nothing is fetched and switching to Russian later loads it', async () => {
    let fetched = 0;
    const lazy: Texts = { ...texts, ru: async () => (fetched++, (texts.ru as () => Promise<never>)()) };
    const i18n = createI18n('en', lazy);
    expect(i18n.t('loading')).toBe('Loading...');
    expect(fetched).toBe(0);
    await loadLanguage(i18n, lazy, 'ru');
    await loadLanguage(i18n, lazy, 'en');
    await loadLanguage(i18n, lazy, 'ru');
    expect(i18n.t('loading')).toBe('Загрузка...');
    expect(fetched).toBe(1);
  });
});
