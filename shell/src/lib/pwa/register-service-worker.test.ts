// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONGEST_WAIT_MS, QUIET_MS } from '../after-start';
import { registerServiceWorker } from './register-service-worker';

function fakeServiceWorker() {
  const register = vi.fn(() => Promise.resolve({}));
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register, ready: new Promise(() => undefined) } });
  return register;
}

/** A PerformanceObserver whose 'resource' entries the test reports: `finished()` is a resource finishing. */
function fakeResourceObserver() {
  const callbacks = new Set<() => void>();
  class FakeObserver {
    static supportedEntryTypes = ['resource'];
    constructor(private readonly callback: () => void) {}
    observe() {
      callbacks.add(this.callback);
    }
    disconnect() {
      callbacks.delete(this.callback);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { finished: () => callbacks.forEach((callback) => callback()), observing: () => callbacks.size };
}

const setReadyState = (state: DocumentReadyState) => Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(document, 'readyState');
});

describe('registerServiceWorker', () => {
  it('when the page is still loading, then /sw.js is registered after the load event, once the network has been quiet', () => {
    const register = fakeServiceWorker();
    fakeResourceObserver();
    setReadyState('interactive');
    registerServiceWorker();
    vi.advanceTimersByTime(QUIET_MS * 3);
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('when the first screen goes on loading after the load event, then registration waits until it has finished', () => {
    const register = fakeServiceWorker();
    const resources = fakeResourceObserver();
    setReadyState('complete');
    registerServiceWorker();
    for (let i = 0; i < 4; i++) {
      vi.advanceTimersByTime(QUIET_MS - 100);
      resources.finished();
    }
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(QUIET_MS);
    expect(register).toHaveBeenCalledTimes(1);
    expect(resources.observing()).toBe(0);
    resources.finished();
    vi.advanceTimersByTime(LONGEST_WAIT_MS);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('when the page never stops fetching, then /sw.js is still registered, at the longest wait', () => {
    const register = fakeServiceWorker();
    const resources = fakeResourceObserver();
    setReadyState('complete');
    registerServiceWorker();
    for (let waited = 0; waited < LONGEST_WAIT_MS - 200; waited += 200) {
      vi.advanceTimersByTime(200);
      resources.finished();
    }
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('when the browser cannot observe resources, then /sw.js is registered at load', () => {
    const register = fakeServiceWorker();
    vi.stubGlobal('PerformanceObserver', undefined);
    setReadyState('complete');
    registerServiceWorker();
    expect(register).toHaveBeenCalledWith('/sw.js');
  });
});
