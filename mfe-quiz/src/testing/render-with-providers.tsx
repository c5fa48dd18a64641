import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createI18n } from '@app/i18n/create-i18n';
import { createTheme } from '@app/ui/theme';

/** The providers RemoteRoot gives a screen, minus the shell props it does not need. */
export function renderWithProviders(ui: ReactElement, path = '/') {
  return render(
    <ThemeProvider theme={createTheme('dark')}>
      <I18nextProvider i18n={createI18n('en')}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </I18nextProvider>
    </ThemeProvider>,
  );
}
