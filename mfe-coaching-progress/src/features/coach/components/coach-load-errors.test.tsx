import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '@app/shell-sdk/testing';
import { CoachPage } from './coach-page';

const summary = { id: 7, name: 'Alex', username: 'alex', role: 'user', streak: 1, averageScore: 70, totalSessions: 4, discProfile: null };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// Offline, a screen never opened on this device: the service worker has no cached answer, fetch fails.
function failFetch(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('coach load errors', { timeout: 30_000 }, () => {
  it.each([
    ['en', 'You are offline', 'The phrases could not be loaded.'],
    ['ru', 'Нет подключения к интернету', 'Не удалось загрузить фразы.'],
  ] as const)('when the device is offline (%s), then the phrase bank says it is offline, not that the phrases failed', async (language, offline, failed) => {
    failFetch(false);
    renderWithProviders(<CoachPage />, { path: '/coach', language });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((a) => a.textContent?.includes(offline))).toBe(true);
    expect(screen.queryByText(failed)).toBeNull();
  });

  it('when online and the phrases fail, then the bank says so with a retry', async () => {
    failFetch(true);
    renderWithProviders(<CoachPage />, { path: '/coach' });
    expect(await screen.findByText('The phrases could not be loaded.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  });

  it('when the DISC profile cannot load offline, then the tab says it is offline', async () => {
    failFetch(false);
    renderWithProviders(<CoachPage />, { path: '/coach' });
    fireEvent.click(screen.getByRole('tab', { name: 'DISC Profile' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((a) => a.textContent?.includes('You are offline'))).toBe(true);
    expect(screen.queryByText('Your profile could not be loaded.')).toBeNull();
  });

  it.each([
    ['a server error', () => json(500, { error: 'internal', message: 'Something went wrong' }), 'The analysis failed. Try again in a moment.'],
    ['a refusal', () => json(429, { error: 'rateLimited', message: 'Too many analyses. Try again later.' }), 'Too many analyses. Try again later.'],
  ])('when the analysis answers %s, then the card shows a sentence, never the status and raw body', async (_case, answer, shown) => {
    mockApi({ 'GET /api/coaching-phrases': () => [], 'GET /api/user/7': () => summary, 'POST /api/analyze-disc': answer });
    renderWithProviders(<CoachPage />, { path: '/coach' });
    fireEvent.click(screen.getByRole('tab', { name: 'DISC Profile' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Analyze' }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText(shown)).toBeTruthy();
    expect(panel.textContent).not.toMatch(/\d{3}: \{/);
  });
});
