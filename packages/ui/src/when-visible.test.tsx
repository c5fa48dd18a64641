// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from './when-visible';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An IntersectionObserver the test drives: `show()` reports the observed place on screen. */
function stubObserver() {
  const observed: { callback: IntersectionObserverCallback; margin?: string }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observed.push({ callback, margin: options?.rootMargin });
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    observed,
    show: () => act(() => observed.forEach(({ callback }) => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver))),
  };
}

describe('WhenVisible', () => {
  it('when the place is below the screen, then it holds its height empty; once near the screen, the content renders', () => {
    const io = stubObserver();
    const { container } = render(<WhenVisible minHeight={240}><p>chart</p></WhenVisible>);
    expect(screen.queryByText('chart')).toBeNull();
    expect((container.firstChild as HTMLElement).style.minHeight).toBe('240px');
    expect(io.observed[0]?.margin).toBe('200px');
    io.show();
    expect(screen.getByText('chart')).toBeTruthy();
  });

  it('when the browser has no IntersectionObserver, then the content renders at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<WhenVisible minHeight={200}><p>chart</p></WhenVisible>);
    expect(screen.getByText('chart')).toBeTruthy();
  });
});
