import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@app/shell-sdk/testing';
import { QuizCategoriesPage } from './quiz-categories-page';

// Offline, a screen never opened on this device: the service worker has no cached answer, fetch fails.
function goOffline(online = false) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('quiz list without a network', () => {
  it.each([
    ['en', 'You are offline', 'The quiz could not be loaded. Please try again.'],
    ['ru', 'Нет подключения к интернету', 'Не удалось загрузить тест. Попробуйте ещё раз.'],
  ] as const)('when the device is offline (%s), then the screen says it is offline, not that the quiz failed', async (language, offline, failed) => {
    goOffline();
    renderWithProviders(<QuizCategoriesPage onStart={vi.fn()} starting={false} language={language} />, { path: '/quiz', language });
    expect((await screen.findByRole('alert')).textContent).toContain(offline);
    expect(screen.queryByText(failed)).toBeNull();
  });

  it('when the device is online and the load fails, then the quiz\'s own message shows with a retry', async () => {
    goOffline(true);
    renderWithProviders(<QuizCategoriesPage onStart={vi.fn()} starting={false} language="en" />, { path: '/quiz' });
    expect((await screen.findByRole('alert')).textContent).toContain('The quiz could not be loaded. Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
