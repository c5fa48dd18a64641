// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register-service-worker';

function fakeServiceWorker() {
  const register = vi.fn(() => Promise.resolve({}));
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register, ready: new Promise(() => undefined) } });
  return register;
}

const setReadyState = (state: DocumentReadyState) => Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(document, 'readyState');
});

describe('registerServiceWorker', () => {
  it('when the page is still loading, then /sw.js is registered on the load event', () => {
    const register = fakeServiceWorker();
    setReadyState('interactive');
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('when the app starts after the page has loaded, then /sw.js is registered at once', () => {
    const register = fakeServiceWorker();
    setReadyState('complete');
    registerServiceWorker();
    expect(register).toHaveBeenCalledWith('/sw.js');
  });
});
