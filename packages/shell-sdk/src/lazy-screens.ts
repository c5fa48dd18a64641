import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type ScreenLoader = () => Promise<{ default: ComponentType }>;

/** The loader of the screen a path opens: the one whose path prefix is longest, if any. */
export function openingScreen<K extends string>(loaders: Record<K, ScreenLoader>, pathname: string): ScreenLoader | undefined {
  const matches = (Object.keys(loaders) as K[]).filter((prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
  const longest = matches.sort((a, b) => b.length - a.length)[0];
  return longest === undefined ? undefined : loaders[longest];
}

/**
 * A remote's screens, each a chunk of its own so opening one evaluates only its code. The screen
 * the page is opening starts loading with the remote's module, while the shell is still checking
 * the user.
 */
export function lazyScreens<K extends string>(loaders: Record<K, ScreenLoader>): Record<K, LazyExoticComponent<ComponentType>> {
  if (typeof window !== 'undefined') void openingScreen(loaders, window.location.pathname)?.();
  const screens = {} as Record<K, LazyExoticComponent<ComponentType>>;
  for (const key of Object.keys(loaders) as K[]) screens[key] = lazy(loaders[key]);
  return screens;
}
