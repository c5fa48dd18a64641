// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PreferencesProvider, usePreferences } from './preferences';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

let setLanguage: ((l: 'en' | 'ru') => void) | undefined;

/** Stands for any server-worded text: what it fetches depends on the stored language. */
function Title() {
  const prefs = usePreferences();
  setLanguage = prefs.setLanguage;
  const title = useQuery({ queryKey: ['title'], queryFn: async () => (localStorage.getItem('language') === 'ru' ? 'Запрос по объекту' : 'Property Inquiry') });
  return <p>{title.data}</p>;
}

describe('PreferencesProvider', () => {
  it('when the language changes, then texts the server wrote are fetched again in the new language', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    render(
      <QueryClientProvider client={client}>
        <PreferencesProvider>
          <Title />
        </PreferencesProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Property Inquiry')).toBeTruthy();
    act(() => setLanguage!('ru'));
    await waitFor(() => expect(screen.getByText('Запрос по объекту')).toBeTruthy());
  });
});
