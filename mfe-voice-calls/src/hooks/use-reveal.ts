import { useEffect, useRef } from 'react';

/**
 * Brings a result the agent just asked for into view (above the bottom navigation, via the
 * element's scroll-margin) and moves focus to it, so it is seen and read out; each new `value`
 * reveals it again. Smooth only when the user has not asked for reduced motion.
 */
export function useReveal<T extends HTMLElement>(value: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || value == null) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    el.scrollIntoView?.({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
    el.focus({ preventScroll: true });
  }, [value]);
  return ref;
}
