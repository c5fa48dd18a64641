// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPreloadable } from './lazy-preloadable';

afterEach(cleanup);

const Greeting = ({ name }: { name: string }) => <p>hello {name}</p>;
const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};
const withFallback = (ui: React.ReactNode) => <Suspense fallback={<p>waiting</p>}>{ui}</Suspense>;

describe('lazyPreloadable', () => {
  it('when preloaded before its first render, then it renders in that render, never showing the fallback', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const Lazy = lazyPreloadable(load);
    await Lazy.preload();
    act(() => void render(withFallback(<Lazy name="Alex" />)));
    expect(screen.getByText('hello Alex')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when rendered before its code is in, then it shows the fallback, then itself, from the one load a preload also shares', async () => {
    const gate = deferred<{ default: typeof Greeting }>();
    const load = vi.fn(() => gate.promise);
    const Lazy = lazyPreloadable(load);
    render(withFallback(<Lazy name="Sam" />));
    expect(screen.getByText('waiting')).toBeTruthy();
    void Lazy.preload();
    gate.resolve({ default: Greeting });
    expect(await screen.findByText('hello Sam')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when a preload fails, then the next preload loads again', async () => {
    const load = vi.fn<() => Promise<{ default: typeof Greeting }>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: Greeting });
    const Lazy = lazyPreloadable(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
    act(() => void render(withFallback(<Lazy name="Kim" />)));
    expect(screen.getByText('hello Kim')).toBeTruthy();
  });
});
