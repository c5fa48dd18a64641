// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@app/contracts/user';
import { PreferencesProvider } from '../../lib/preferences';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { RemoteRoute } from './remote-route';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const user = { id: 7, name: 'Alex', username: 'alex', email: 'a@example.com', role: 'user' } as CurrentUser;

// The manifest was never cached on this device, and there is no network.
function networkDown(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
}

const route = () => (
  <PreferencesProvider>
    <RemoteRoute name="mfe_quiz" basePath="/quiz" user={user} />
  </PreferencesProvider>
);

describe('RemoteRoute without its module', () => {
  it('when the device is offline, then the card says so instead of "unavailable"', async () => {
    networkDown(false);
    renderWithProviders(route(), { path: '/quiz' });
    const card = await screen.findByTestId('module-unavailable');
    expect(card.textContent).toContain('You are offline');
    expect(card.textContent).not.toContain('This part of the app is unavailable');
  });

  it('when the device is online and the module cannot load, then the unavailable card shows', async () => {
    networkDown(true);
    renderWithProviders(route(), { path: '/quiz' });
    expect((await screen.findByTestId('module-unavailable')).textContent).toContain('This part of the app is unavailable');
  });
});
