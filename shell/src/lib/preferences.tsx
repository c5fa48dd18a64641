import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { shellTexts } from '@app/i18n/bundles/shell';
import { createI18n } from '@app/i18n/create-i18n';
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

/** Theme (dark unless "light" is stored) and language (stored, default en). */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<ThemeName>(storedTheme);
  const [language, setLanguageState] = useState<Language>(storedLanguage);
  const i18n = useMemo(() => createI18n(storedLanguage(), shellTexts), []);
  const setTheme = useCallback((next: ThemeName) => {
    localStorage.setItem(THEME_KEY, next);
    setThemeState(next);
  }, []);
  const queryClient = useQueryClient();
  const setLanguage = useCallback(
    (next: Language) => {
      localStorage.setItem(LANGUAGE_KEY, next);
      void i18n.changeLanguage(next);
      setLanguageState(next);
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
          {children}
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
