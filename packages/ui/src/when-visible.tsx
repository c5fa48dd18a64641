import { useEffect, useRef, useState, type ReactNode } from 'react';

interface Props {
  /** The height its content will take: the place is held at that size, so nothing moves when it comes. */
  minHeight: number;
  /** How far below the screen the content starts to load (a CSS margin). */
  margin?: string;
  children: ReactNode;
}

/**
 * Renders its children once the place comes near the screen (a chart below the fold: its library
 * loads when the chart is about to be seen, not with the page's first screen). Where the browser
 * cannot tell (no IntersectionObserver), at once.
 */
export function WhenVisible({ minHeight, margin = '200px', children }: Props) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return (
    <div ref={place} style={{ minHeight }}>
      {near ? children : null}
    </div>
  );
}
