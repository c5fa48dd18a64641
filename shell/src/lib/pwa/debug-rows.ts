import { isIos, isStandalone, type DisplayEnv } from './display-mode';

export type DebugField = 'displayMode' | 'standalone' | 'ios' | 'screen' | 'viewport' | 'serviceWorker' | 'online' | 'userAgent';

/** What support asks about the device (settings, "Debug Info"): a yes/no or a plain value per field. */
export function debugRows(env: DisplayEnv): [DebugField, string | boolean][] {
  return [
    ['displayMode', env.standaloneMedia ? 'standalone' : 'browser'],
    ['standalone', isStandalone(env)],
    ['ios', isIos(env)],
    ['screen', `${window.screen.width}×${window.screen.height}`],
    ['viewport', `${window.innerWidth}×${env.innerHeight}`],
    ['serviceWorker', !!navigator.serviceWorker?.controller],
    ['online', navigator.onLine],
    ['userAgent', env.userAgent],
  ];
}
