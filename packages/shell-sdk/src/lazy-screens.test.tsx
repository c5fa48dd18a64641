// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreenRoutes, openingScreen, type LazyScreen } from './lazy-screens';

afterEach(cleanup);

const screenNamed = (name: string) => vi.fn(async () => ({ default: () => <p>{name}</p> }));
const chatScreens = () =>
  [
    { route: '/chat/history', opens: '/chat/history', load: screenNamed('history') },
    { route: '/chat/sessions/:id', opens: '/chat/sessions/', load: screenNamed('session') },
    { route: '/chat/*', opens: '/chat', load: screenNamed('wizard') },
  ] satisfies LazyScreen[];

describe('openingScreen', () => {
  it('when several prefixes match, then the longest one opens', () => {
    const screens = chatScreens();
    expect(openingScreen(screens, '/chat/history')?.opens).toBe('/chat/history');
    expect(openingScreen(screens, '/chat/sessions/12')?.opens).toBe('/chat/sessions/');
    expect(openingScreen(screens, '/chat/new')?.opens).toBe('/chat');
    expect(openingScreen(screens, '/chat')?.opens).toBe('/chat');
  });
  it('when a path only shares letters with a prefix or matches none, then nothing opens', () => {
    expect(openingScreen(chatScreens(), '/chatter')).toBeUndefined();
    expect(openingScreen(chatScreens(), '/progress')).toBeUndefined();
  });
});

describe('lazyScreenRoutes', () => {
  it('when made, then only the opening screen starts loading; each route shows its own screen', async () => {
    window.history.replaceState(null, '', '/chat/history');
    const screens = chatScreens();
    const ChatRoutes = lazyScreenRoutes(screens);
    expect(screens[0]!.load).toHaveBeenCalledTimes(1);
    expect(screens[1]!.load).not.toHaveBeenCalled();
    expect(screens[2]!.load).not.toHaveBeenCalled();
    render(
      <MemoryRouter initialEntries={['/chat/sessions/4']}>
        <ChatRoutes />
      </MemoryRouter>,
    );
    expect(await screen.findByText('session')).toBeTruthy();
    expect(screen.queryByText('wizard')).toBeNull();
  });

  it('when the opening screen has loaded, then ready settles and that screen renders without its fallback', async () => {
    window.history.replaceState(null, '', '/chat/history');
    const screens = chatScreens();
    const ChatRoutes = lazyScreenRoutes(screens);
    await ChatRoutes.ready;
    act(
      () =>
        void render(
          <Suspense fallback={<p>waiting</p>}>
            <MemoryRouter initialEntries={['/chat/history']}>
              <ChatRoutes />
            </MemoryRouter>
          </Suspense>,
        ),
    );
    expect(screen.getByText('history')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
    expect(screens[0]!.load).toHaveBeenCalledTimes(1);
  });

  it('when the opening screen fails to load, then ready still settles (the route reports the failure)', async () => {
    window.history.replaceState(null, '', '/chat/history');
    const screens = chatScreens();
    screens[0]!.load.mockRejectedValueOnce(new Error('offline'));
    await expect(lazyScreenRoutes(screens).ready).resolves.toBeUndefined();
  });
});

