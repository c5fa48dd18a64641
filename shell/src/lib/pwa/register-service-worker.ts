import { useSyncExternalStore } from 'react';

let ready = false;
const listeners = new Set<() => void>();

/** How long the page's network must stay quiet after load before the worker is registered. */
export const QUIET_MS = 1000;
/** The longest the registration waits for that quiet (a page that keeps fetching still gets its worker). */
export const LONGEST_WAIT_MS = 10_000;

/**
 * Spec 000 §7: /sw.js is registered on page load. The app's first screen goes on loading after the
 * load event (its code, its data), so the worker, whose install downloads every file of the app, is
 * registered once nothing has finished loading for QUIET_MS: on a phone its downloads do not compete
 * with the first screen's, and on two cores they took the page's main thread from it (Lighthouse's
 * blocking time on the home: 170-350 ms with the install during the start, 50-134 ms without).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => navigator.serviceWorker.register('/sw.js').catch((err: unknown) => console.warn('service worker registration failed', err));
  const afterLoad = () => whenNetworkQuiet(() => void register());
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  void navigator.serviceWorker.ready.then(() => {
    ready = true;
    listeners.forEach((listener) => listener());
  });
}

/** Runs `then` once no resource has finished loading for QUIET_MS, or after LONGEST_WAIT_MS at the latest. */
function whenNetworkQuiet(then: () => void): void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('resource')) {
    then();
    return;
  }
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const finish = () => {
    observer.disconnect();
    clearTimeout(quiet);
    clearTimeout(latest);
    then();
  };
  const observer = new PerformanceObserver(() => {
    clearTimeout(quiet);
    quiet = setTimeout(finish, QUIET_MS);
  });
  observer.observe({ type: 'resource' });
  quiet = setTimeout(finish, QUIET_MS);
  const latest = setTimeout(finish, LONGEST_WAIT_MS);
}

/** True once an offline-support worker controls (or is ready to control) the page. */
export function useServiceWorkerReady(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => ready,
  );
}
