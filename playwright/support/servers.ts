// The servers an end-to-end run starts: one composed app per worker (each on a fresh database of
// its own, so journeys running at the same time never share accounts, mail or rate limits) and one
// "broken" app whose manifest points at missing or incompatible remotes.
// E2E_PORT lets two runs (say, CI in a fresh clone and a developer's) share one machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);

/** Workers at once: one per core by default (E2E_WORKERS overrides). */
export const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/** The app worker `parallelIndex` drives: ports PORT, PORT + 2, PORT + 4, ... */
export const mainPort = (parallelIndex: number) => PORT + 2 * parallelIndex;
export const mainUrl = (parallelIndex: number) => `http://localhost:${mainPort(parallelIndex)}`;
export const BROKEN_URL = `http://localhost:${PORT + 1}`;
