import { useQueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { shellTexts } from '@app/i18n/bundles/shell';
import { createI18n, hasLanguage, loadLanguage } from '@app/i18n/create-i18n';
import { LANGUAGE_KEY, storedLanguage, type Language } from '@app/i18n/languages';
import { GlobalStyle } from '@app/ui/global-style';
import { createTheme, type ThemeName } from '@app/ui/theme';

export const THEME_KEY = 'theme';

function storedTheme(): ThemeName {
  try {
    return localStorage.getItem(THEME_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

interface Preferences {
  theme: ThemeName;
  language: Language;
  setTheme(theme: ThemeName): void;
  setLanguage(language: Language): void;
}

const PreferencesContext = createContext<Preferences | null>(null);

/** The shell's texts in the stored language; the start builds them in a task of their own, before the first render. */
export const createShellI18n = () => createI18n(storedLanguage(), shellTexts);

/**
 * Theme (dark unless "light" is stored) and language (stored, default en). Russian texts come in a
 * chunk of their own: a Russian reader's first screen waits for them (English if they cannot load);
 * a switch is stored and shown at once, its texts following when they are in.
 */
export function PreferencesProvider({ children, i18n: made }: { children: ReactNode; i18n?: I18n }) {
  const [theme, setThemeState] = useState<ThemeName>(storedTheme);
  const [language, setLanguageState] = useState<Language>(storedLanguage);
  const [i18n] = useState(() => made ?? createShellI18n());
  const [textsReady, setTextsReady] = useState(() => hasLanguage(i18n, i18n.language as Language));
  useEffect(() => {
    if (textsReady) return;
    void loadLanguage(i18n, shellTexts, i18n.language as Language)
      .catch((error: unknown) => console.warn('texts not loaded, showing English', error))
      .finally(() => setTextsReady(true));
  }, [i18n, textsReady]);
  const setTheme = useCallback((next: ThemeName) => {
    localStorage.setItem(THEME_KEY, next);
    setThemeState(next);
  }, []);
  const queryClient = useQueryClient();
  const setLanguage = useCallback(
    (next: Language) => {
      // The choice shows at once (a radio answers the tap); the texts follow when their chunk is in.
      localStorage.setItem(LANGUAGE_KEY, next);
      setLanguageState(next);
      void loadLanguage(i18n, shellTexts, next).catch((error: unknown) => console.warn('texts not loaded, showing English', error));
      // What the server words for the reader (activity titles, call summaries, audit labels) is asked for again in the new language.
      void queryClient.invalidateQueries();
    },
    [i18n, queryClient],
  );
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const value = useMemo(() => ({ theme, language, setTheme, setLanguage }), [theme, language, setTheme, setLanguage]);
  const styledTheme = useMemo(() => createTheme(theme), [theme]);
  return (
    <PreferencesContext.Provider value={value}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={styledTheme}>
          <GlobalStyle />
          {textsReady && children}
        </ThemeProvider>
      </I18nextProvider>
    </PreferencesContext.Provider>
  );
}

export function usePreferences(): Preferences {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences outside PreferencesProvider');
  return value;
}
