import { useSyncExternalStore } from 'react';

// Wide enough for the members x skills grid (nine columns); below it each member is a card.
const QUERY = '(min-width: 760px)';

const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void) {
  const m = media();
  m?.addEventListener('change', onChange);
  return () => m?.removeEventListener('change', onChange);
}

/** true on a desktop-width screen; phones (and tests without matchMedia) get the one-column layout. */
export function useWideLayout(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false, () => false);
}
