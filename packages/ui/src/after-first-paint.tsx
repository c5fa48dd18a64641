import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children in a render and commit of their own, started in the task after the one that
 * showed the rest of the screen: the content below the fold does not lengthen the first screen's
 * one long commit (Lighthouse's total blocking time), and it is there a moment later, without
 * waiting to be scrolled to. Place it below the fold only: what it holds arrives after the first paint.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready ? children : null;
}
