const SOURCE_KEY = 'pwa-launch-source';

export interface DisplayEnv {
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
  standaloneMedia: boolean;
  /** Safari's navigator.standalone on iOS home-screen launches. */
  navigatorStandalone: boolean;
  search: string;
  innerHeight: number;
  screenHeight: number;
}

export function readDisplayEnv(): DisplayEnv {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    platform: nav.platform,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    standaloneMedia: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
    navigatorStandalone: nav.standalone === true,
    search: window.location.search,
    innerHeight: window.innerHeight,
    screenHeight: window.screen.height,
  };
}

export function isIos(env: Pick<DisplayEnv, 'userAgent' | 'platform' | 'maxTouchPoints'>): boolean {
  // iPadOS reports itself as a Mac; the touch points give it away.
  return /iPad|iPhone|iPod/.test(env.userAgent) || (env.platform === 'MacIntel' && env.maxTouchPoints > 1);
}

/** Launched from the home screen: ?source=pwa is the manifest's start_url; remembered for the tab's life. */
export function launchedAsApp(search: string, storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeSession()): boolean {
  if (new URLSearchParams(search).get('source') === 'pwa') {
    storage?.setItem(SOURCE_KEY, 'pwa');
    return true;
  }
  return storage?.getItem(SOURCE_KEY) === 'pwa';
}

/** Spec 000 §4: standalone display mode or source=pwa means installed. */
export function isStandalone(env: DisplayEnv): boolean {
  return env.standaloneMedia || env.navigatorStandalone || launchedAsApp(env.search);
}

/** Spec 000 §4: on iOS, a viewport taller than 75% of the screen also counts as app mode. */
export function isAppMode(env: DisplayEnv): boolean {
  if (isStandalone(env)) return true;
  return isIos(env) && env.screenHeight > 0 && env.innerHeight / env.screenHeight > 0.75;
}

function safeSession(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}
