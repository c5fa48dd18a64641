import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyPreloadable } from './lazy-preloadable';
import { isUnder } from './paths';

type ScreenModule = { default: ComponentType };

export interface LazyScreen {
  /** The route's path, as react-router reads it ("/chat/sessions/:id", "/progress/*"). */
  route: string;
  /** The path prefix that opens this screen ("/chat/sessions/"); the longest matching one wins. */
  opens: string;
  load: () => Promise<ScreenModule>;
}

/** A remote's screen routes; `ready` settles once the screen the page opens with has loaded (or failed to). */
export type ScreenRoutes = ComponentType & { ready: Promise<void> };

/** The screen a path opens: the one whose prefix is the longest that matches, if any. */
export function openingScreen(screens: LazyScreen[], pathname: string): LazyScreen | undefined {
  const matches = screens.filter(({ opens }) => isUnder(pathname, opens));
  return matches.sort((a, b) => b.opens.length - a.opens.length)[0];
}

/**
 * A remote's routes, each screen a chunk of its own so that opening one evaluates only its code.
 * The screen the page is opening starts loading with the remote's module, while the shell is still
 * checking the user. A screen whose code is in by its first render renders at once, without a
 * fallback and React's reveal throttle after it (lazy-preloadable.ts).
 */
export function lazyScreenRoutes(screens: LazyScreen[]): ScreenRoutes {
  const routes = screens.map((screen) => ({ screen, path: screen.route, Screen: lazyPreloadable(screen.load) }));
  const opening = typeof window === 'undefined' ? undefined : openingScreen(screens, window.location.pathname);
  const openingLoad = routes.find((r) => r.screen === opening)?.Screen.preload();
  function ScreenRoutesComponent() {
    return (
      <Suspense fallback={null}>
        <Routes>
          {routes.map(({ path, Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
        </Routes>
      </Suspense>
    );
  }
  const ready = (openingLoad ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
  return Object.assign(ScreenRoutesComponent, { ready });
}
