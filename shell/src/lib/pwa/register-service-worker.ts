import { useSyncExternalStore } from 'react';

let ready = false;
const listeners = new Set<() => void>();

/** Spec 000 §7: /sw.js is registered on page load (at once when the app starts after it). */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => navigator.serviceWorker.register('/sw.js').catch((err: unknown) => console.warn('service worker registration failed', err));
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register());
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
