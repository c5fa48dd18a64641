import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { shellTexts } from '@app/i18n/bundles/shell';
import { shellTextsRu } from '@app/i18n/bundles/shell-ru';
import { createI18n } from '@app/i18n/create-i18n';
import type { Language } from '@app/i18n/languages';
import { createTheme } from '@app/ui/theme';

/** Theme, i18n, router and a query client: what a shell component finds around it in the app. */
export function renderWithProviders(ui: ReactElement, { language = 'en' as Language, path = '/' } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={createTheme('dark')}>
        <I18nextProvider i18n={createI18n(language, { en: shellTexts.en, ru: shellTextsRu })}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </I18nextProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}
