import { useEffect, useState } from 'react';

/** How long the page's network must stay quiet after load for its start to count as over. */
export const QUIET_MS = 1000;
/** The longest that wait lasts (a page that keeps fetching still gets what waits for it). */
export const LONGEST_WAIT_MS = 10_000;

/**
 * Runs `then` once the page's start is over: after the load event, when no resource has finished
 * loading for QUIET_MS (the first screen goes on loading its code and data after load), or after
 * LONGEST_WAIT_MS at the latest. What is not needed for the first screen (the service worker's
 * install, the install prompts) waits for it, so that it does not compete with that screen on a
 * phone's network or a slow CPU. Returns a function that cancels the wait.
 */
export function afterStart(then: () => void): () => void {
  let cancelQuiet = () => {};
  const afterLoad = () => (cancelQuiet = whenNetworkQuiet(then));
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    cancelQuiet();
  };
}

/** True once the page's start is over (afterStart). */
export function useAfterStart(): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => afterStart(() => setOver(true)), []);
  return over;
}

function whenNetworkQuiet(then: () => void): () => void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('resource')) {
    then();
    return () => {};
  }
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    observer.disconnect();
    clearTimeout(quiet);
    clearTimeout(latest);
  };
  const finish = () => {
    stop();
    then();
  };
  const observer = new PerformanceObserver(() => {
    clearTimeout(quiet);
    quiet = setTimeout(finish, QUIET_MS);
  });
  observer.observe({ type: 'resource' });
  quiet = setTimeout(finish, QUIET_MS);
  const latest = setTimeout(finish, LONGEST_WAIT_MS);
  return stop;
}
