import { describe, expect, it } from 'vitest';
import { isAppMode, isIos, launchedAsApp, type DisplayEnv } from './display-mode';

const desktop: DisplayEnv = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
  platform: 'Linux x86_64',
  maxTouchPoints: 0,
  standaloneMedia: false,
  navigatorStandalone: false,
  search: '',
  innerHeight: 700,
  screenHeight: 1080,
};
const iphone = { ...desktop, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)', platform: 'iPhone', maxTouchPoints: 5 };
const noStorage = { getItem: () => null, setItem: () => undefined };

describe('display mode', () => {
  it('when the display mode is standalone, then it is app mode', () => {
    expect(isAppMode({ ...desktop, standaloneMedia: true })).toBe(true);
  });
  it('when the URL carries source=pwa, then it is app mode for the rest of the tab', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(launchedAsApp('?source=pwa', storage)).toBe(true);
    expect(launchedAsApp('', storage)).toBe(true);
    expect(launchedAsApp('', noStorage)).toBe(false);
  });
  it('when a desktop browser shows the page, then it is browser mode', () => {
    expect(isAppMode(desktop)).toBe(false);
  });
  it('when an iPhone viewport fills over 75% of the screen, then it is app mode', () => {
    expect(isAppMode({ ...iphone, innerHeight: 800, screenHeight: 844 })).toBe(true);
    expect(isAppMode({ ...iphone, innerHeight: 600, screenHeight: 844 })).toBe(false);
  });
  it('when an iPad reports a Mac with touch, then it is iOS', () => {
    expect(isIos({ userAgent: 'Macintosh', platform: 'MacIntel', maxTouchPoints: 5 })).toBe(true);
  });
});
