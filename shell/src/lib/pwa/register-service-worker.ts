import { useSyncExternalStore } from 'react';
import { afterStart } from '../after-start';

let ready = false;
const listeners = new Set<() => void>();

/**
 * Spec 000 §7: /sw.js is registered on page load. The app's first screen goes on loading after the
 * load event (its code, its data), so the worker, whose install downloads every file of the app, is
 * registered once that start is over (after-start.ts): on a phone its downloads do not compete with
 * the first screen's, and on two cores they took the page's main thread from it (Lighthouse's
 * blocking time on the home: 170-350 ms with the install during the start, 50-134 ms without).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  afterStart(() => void navigator.serviceWorker.register('/sw.js').catch((err: unknown) => console.warn('service worker registration failed', err)));
  void navigator.serviceWorker.ready.then(() => {
    ready = true;
    listeners.forEach((listener) => listener());
  });
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
