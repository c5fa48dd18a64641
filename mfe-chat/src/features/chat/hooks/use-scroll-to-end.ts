import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '../../../lib/reduced-motion';

/** Keeps the newest message in view whenever `trigger` changes (spec §2.7: smooth scroll). */
export function useScrollToEnd(trigger: unknown) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // jsdom has no scrollIntoView; browsers all do.
    ref.current?.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'end' });
  }, [trigger]);
  return ref;
}
