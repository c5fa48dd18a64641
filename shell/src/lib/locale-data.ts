/**
 * The browser's locale data (ICU), loaded on a worker thread. The first date or number formatter a
 * page makes loads it: 30-70 ms of the main thread here, more on a phone, in one task that blocks
 * the page (Lighthouse's total blocking time). The data is kept for the whole page, threads included:
 * once a worker has made a formatter, the page's own (dates on the home, numbers on /progress, dates
 * in the chat history) take about a millisecond. Starting a worker takes a few milliseconds itself,
 * so it starts in a task of its own. Settles when the worker is done, or as soon as it is known that
 * there are no workers or one cannot start (the first formatter then loads the data itself).
 */
const loads = new Map<string, Promise<void>>();

export function loadLocaleData(locale: string): Promise<void> {
  let load = loads.get(locale);
  if (!load) {
    load = new Promise<void>((resolve) => {
      if (typeof Worker === 'undefined') return resolve();
      setTimeout(() => start(locale, resolve), 0);
    });
    loads.set(locale, load);
  }
  return load;
}

function start(locale: string, resolve: () => void) {
  try {
    const worker = new Worker(new URL('./locale-data.worker.ts', import.meta.url), { name: 'locale-data' });
    const done = () => {
      worker.terminate();
      resolve();
    };
    worker.onmessage = done;
    worker.onerror = done;
    worker.postMessage(locale);
  } catch {
    resolve();
  }
}
