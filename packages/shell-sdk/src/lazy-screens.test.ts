// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { lazyScreens, openingScreen } from './lazy-screens';

const Screen = () => null;
const loaders = () => ({
  '/chat': vi.fn(async () => ({ default: Screen })),
  '/chat/history': vi.fn(async () => ({ default: Screen })),
  '/chat/sessions/': vi.fn(async () => ({ default: Screen })),
});

describe('openingScreen', () => {
  it('when several prefixes match, then the longest one opens', () => {
    const l = loaders();
    expect(openingScreen(l, '/chat/history')).toBe(l['/chat/history']);
    expect(openingScreen(l, '/chat/sessions/12')).toBe(l['/chat/sessions/']);
    expect(openingScreen(l, '/chat/new')).toBe(l['/chat']);
    expect(openingScreen(l, '/chat')).toBe(l['/chat']);
  });
  it('when a path only shares letters with a prefix or matches none, then nothing opens', () => {
    const l = loaders();
    expect(openingScreen(l, '/chatter')).toBeUndefined();
    expect(openingScreen(l, '/progress')).toBeUndefined();
  });
});

describe('lazyScreens', () => {
  it('when made, then only the opening screen starts loading and every screen is a lazy component', () => {
    window.history.replaceState(null, '', '/chat/history');
    const l = loaders();
    const screens = lazyScreens(l);
    expect(l['/chat/history']).toHaveBeenCalledTimes(1);
    expect(l['/chat']).not.toHaveBeenCalled();
    expect(l['/chat/sessions/']).not.toHaveBeenCalled();
    expect(Object.keys(screens)).toEqual(Object.keys(l));
    expect(screens['/chat'].$$typeof).toBe(Symbol.for('react.lazy'));
  });
});
