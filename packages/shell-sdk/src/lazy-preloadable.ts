import { lazy, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/** A thenable already fulfilled: React.lazy reads its module in the same render instead of suspending. */
const fulfilled = <M>(module: M) => ({ then: (resolve: (m: M) => void) => resolve(module) }) as unknown as Promise<M>;

/**
 * React.lazy with a `preload()` that starts (once) the same load a render would. A component whose
 * code is in by its first render renders at once. Otherwise it suspends and shows its fallback, and
 * React then holds back every screen that resolves within 300 ms of that fallback until those 300 ms
 * are over (its reveal throttle, global to the page): on /progress that delayed the content's first
 * paint by about 350 ms. A failed load can be tried again by the next preload or render.
 */
export function lazyPreloadable<P>(load: () => Promise<Module<P>>) {
  let module: Module<P> | undefined;
  let pending: Promise<Module<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (loaded) => (module = loaded),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Component = lazy(() => (module ? fulfilled(module) : preload()));
  return Object.assign(Component, { preload });
}
