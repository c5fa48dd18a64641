// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppNotification, NotificationList } from '@app/contracts/notifications';
import { TooltipProvider } from '@app/ui/tooltip';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import { NotificationBell } from './notification-bell';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (id: number, name: string, type: AppNotification['type'], params: AppNotification['params'], count: number): AppNotification => ({
  id, type, priority: 'medium', title: `notifications:items.${name}.title`, message: `notifications:items.${name}.message`,
  params, action: null, read: false, createdAt: new Date().toISOString(), count,
});

/** One round's notifications as the API groups them: five achievements are one item. */
const ROUND: NotificationList = {
  items: [item(9, 'coachingTip', 'tip', { tip: 'Name a viewing time.' }, 2), item(5, 'achievementUnlocked', 'achievement', { achievement: 'first-session' }, 5)],
  unread: 2,
};

function stubApi() {
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) =>
    String(url) === '/api/notifications' && (init?.method ?? 'GET') === 'GET'
      ? new Response(JSON.stringify(ROUND), { status: 200, headers: { 'content-type': 'application/json' } })
      : new Response(null, { status: 204 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
// The panel's code is imported on first opening: on a loaded machine that takes over the default second.
const LOADED = { timeout: 15_000 };
const posted = (fetch: ReturnType<typeof stubApi>, path: string) => fetch.mock.calls.some(([url, init]) => String(url) === path && init?.method === 'POST');

describe('NotificationBell', () => {
  it('when a round left many notifications, then each kind shows once with its count and opening does not read them', async () => {
    const fetch = stubApi();
    renderWithProviders(<TooltipProvider><NotificationBell /></TooltipProvider>);
    await waitFor(() => expect(screen.getByTestId('notification-count').textContent).toBe('2'));
    fireEvent.click(screen.getByTestId('notification-bell'));
    expect(await screen.findAllByTestId('notification', undefined, LOADED)).toHaveLength(2);
    expect(screen.getAllByTestId('notification-group-count').map((e) => e.textContent)).toEqual(['2 in all', '5 in all']);
    expect(screen.getAllByText('Achievement unlocked!')).toHaveLength(1);
    expect(screen.getByTestId('notification-count').textContent).toBe('2');
    expect(posted(fetch, '/api/notifications/read-all')).toBe(false);
  });

  it('when "Mark all read" is pressed, then the server is told and the count goes', async () => {
    const fetch = stubApi();
    renderWithProviders(<TooltipProvider><NotificationBell /></TooltipProvider>);
    await screen.findByTestId('notification-count');
    fireEvent.click(screen.getByTestId('notification-bell'));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all read' }, LOADED));
    await waitFor(() => expect(screen.queryByTestId('notification-count')).toBeNull());
    expect(posted(fetch, '/api/notifications/read-all')).toBe(true);
    expect(screen.getAllByTestId('notification')).toHaveLength(2);
    expect((screen.getByRole('button', { name: 'Mark all read' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('when "Clear all" is pressed (in Russian), then the server is told and the panel is empty', async () => {
    const fetch = stubApi();
    renderWithProviders(<TooltipProvider><NotificationBell /></TooltipProvider>, { language: 'ru' });
    await screen.findByTestId('notification-count');
    fireEvent.click(screen.getByTestId('notification-bell'));
    expect((await screen.findAllByTestId('notification-group-count', undefined, LOADED)).map((e) => e.textContent)).toEqual(['всего 2', 'всего 5']);
    fireEvent.click(screen.getByRole('button', { name: 'Очистить всё' }));
    await waitFor(() => expect(screen.queryAllByTestId('notification')).toHaveLength(0));
    expect(screen.getByText('Новых уведомлений нет.')).toBeTruthy();
    expect(posted(fetch, '/api/notifications/clear-all')).toBe(true);
  });
});
