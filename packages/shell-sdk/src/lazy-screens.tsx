import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { isUnder } from './paths';

export interface LazyScreen {
  /** The route's path, as react-router reads it ("/chat/sessions/:id", "/progress/*"). */
  route: string;
  /** The path prefix that opens this screen ("/chat/sessions/"); the longest matching one wins. */
  opens: string;
  load: () => Promise<{ default: ComponentType }>;
}

/** The screen a path opens: the one whose prefix is the longest that matches, if any. */
export function openingScreen(screens: LazyScreen[], pathname: string): LazyScreen | undefined {
  const matches = screens.filter(({ opens }) => isUnder(pathname, opens));
  return matches.sort((a, b) => b.opens.length - a.opens.length)[0];
}

/**
 * A remote's routes, each screen a chunk of its own so that opening one evaluates only its code.
 * The screen the page is opening starts loading with the remote's module, while the shell is still
 * checking the user.
 */
export function lazyScreenRoutes(screens: LazyScreen[]): ComponentType {
  if (typeof window !== 'undefined') void openingScreen(screens, window.location.pathname)?.load();
  const routes = screens.map((screen) => ({ path: screen.route, Screen: lazy(screen.load) }));
  return function ScreenRoutes() {
    return (
      <Suspense fallback={null}>
        <Routes>
          {routes.map(({ path, Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
        </Routes>
      </Suspense>
    );
  };
}
