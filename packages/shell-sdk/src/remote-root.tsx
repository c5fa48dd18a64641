import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router, createPath, type To } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createI18n, type Texts } from '@app/i18n/create-i18n';
import { createTheme } from '@app/ui/theme';
import type { RemoteAppProps } from './props';
import { RemotePropsContext } from './use-remote-props';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * Gives a remote, mounted in its own React root, everything the shell's providers would:
 * the shared query client, theme, its own i18n instance and a router that follows the shell's
 * location (the shell owns history, so back, deep links and reload stay in step).
 */
export function RemoteRoot({ props, texts, children }: { props: RemoteAppProps; texts: Texts; children: ReactNode }) {
  const i18n = useMemo(() => createI18n(props.language, texts), []); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (i18n.language !== props.language) void i18n.changeLanguage(props.language);
  }, [i18n, props.language]);
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
              {children}
            </Router>
          </ThemeProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </RemotePropsContext.Provider>
  );
}
