import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router, createPath, type To } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createI18n, hasLanguage, loadLanguage, type Texts } from '@app/i18n/create-i18n';
import { createTheme } from '@app/ui/theme';
import type { RemoteAppProps } from './props';
import { RemotePropsContext } from './use-remote-props';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * Gives a remote, mounted in its own React root, everything the shell's providers would:
 * the shared query client, theme, its own i18n instance and a router that follows the shell's
 * location (the shell owns history, so back, deep links and reload stay in step). A language whose
 * texts come in a chunk of their own is shown once they are in (English if they cannot load).
 */
export function RemoteRoot({ props, texts, children }: { props: RemoteAppProps; texts: Texts; children: ReactNode }) {
  const i18n = useMemo(() => createI18n(props.language, texts), []); // eslint-disable-line react-hooks/exhaustive-deps
  const [textsReady, setTextsReady] = useState(() => hasLanguage(i18n, props.language));
  useEffect(() => {
    void loadLanguage(i18n, texts, props.language)
      .catch((error: unknown) => console.warn('texts not loaded, showing English', error))
      .finally(() => setTextsReady(true));
  }, [i18n, texts, props.language]);
  const theme = useMemo(() => createTheme(props.theme), [props.theme]);
  const { navigate } = props;
  const navigator = useMemo(
    () => ({
      createHref: href,
      push: (to: To) => navigate(href(to)),
      replace: (to: To) => navigate(href(to), { replace: true }),
      go: (delta: number) => window.history.go(delta),
    }),
    [navigate],
  );
  return (
    <RemotePropsContext.Provider value={props}>
      <QueryClientProvider client={props.queryClient}>
        <I18nextProvider i18n={i18n}>
          <ThemeProvider theme={theme}>
            <Router location={props.location} navigator={navigator}>
              {textsReady && children}
            </Router>
          </ThemeProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </RemotePropsContext.Provider>
  );
}
