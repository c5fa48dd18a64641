import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { vi } from 'vitest';
import { createI18n } from '@app/i18n/create-i18n';
import { resources } from '@app/i18n/resources';
import { createTheme } from '@app/ui/theme';
import type { Language, RemoteAppProps, SdkUser } from './props';
import { RemotePropsContext } from './use-remote-props';

interface RenderOptions {
  path?: string;
  language?: Language;
  user?: Partial<SdkUser>;
}

/** For component tests: the providers RemoteRoot gives a screen (query client, shell props, theme, i18n, router). */
export function renderWithProviders(ui: ReactElement, { path = '/', language = 'en', user }: RenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  const props = {
    user: { id: 7, name: 'Alex Morgan', username: 'alex', email: 'agent@example.com', role: 'user', ...user },
    basePath: path,
    location: { pathname: path, search: '', hash: '' },
    navigate: vi.fn(),
    language,
    theme: 'dark',
    toast: vi.fn(),
    queryClient,
    logout: vi.fn(),
  } satisfies RemoteAppProps;
  const view = render(
    <RemotePropsContext.Provider value={props}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={createTheme('dark')}>
          <I18nextProvider i18n={createI18n(language, resources)}>
            <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
          </I18nextProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </RemotePropsContext.Provider>,
  );
  return { ...view, props, queryClient };
}

/** Answers fetch calls by "METHOD path"; anything unexpected answers 500 so the test fails loudly. */
export function mockApi(routes: Record<string, (body: unknown) => unknown>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    const handler = routes[`${method} ${path}`];
    if (!handler) return new Response(JSON.stringify({ message: `no mock for ${method} ${path}` }), { status: 500 });
    const answer = handler(body);
    // A handler may answer a whole Response (headers of its own), else a JSON body.
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
