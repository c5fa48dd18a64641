import { useSyncExternalStore } from 'react';

let ready = false;
const listeners = new Set<() => void>();

/** Spec 000 §7: /sw.js is registered on page load. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((err: unknown) => console.warn('service worker registration failed', err));
  });
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
