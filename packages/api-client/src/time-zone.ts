/**
 * The browser's IANA time zone, sent with every call (day streaks count the user's own days).
 * Temporal names it at once (0.3 ms). Without Temporal, reading it builds the page's first date
 * formatter, which loads the locale data: 60 ms and more of a phone's CPU, too much for the first
 * screen's requests. So there it is read once the page is idle and remembered for the next visits;
 * until then calls go without it and the server keeps the zone it stored last.
 */
const KEY = 'timeZone';
let zone: string | undefined;

type WithTemporal = { Temporal?: { Now?: { timeZoneId?: () => string } } };
const temporalNow = (globalThis as WithTemporal).Temporal?.Now;

function readZone(): string | undefined {
  return temporalNow?.timeZoneId?.() ?? (Intl.DateTimeFormat().resolvedOptions().timeZone || undefined);
}

function stored(): string | undefined {
  try {
    return globalThis.localStorage?.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Reads the zone now (and remembers it); undefined where the browser does not say. */
export function learnTimeZone(): string | undefined {
  try {
    zone = readZone();
    if (zone) globalThis.localStorage?.setItem(KEY, zone);
  } catch {
    // No zone, or storage refused: calls go without it.
  }
  return zone;
}

/** The zone known so far: this page's reading, else the last visit's. */
export function knownTimeZone(): string | undefined {
  return zone ?? stored();
}

if (temporalNow?.timeZoneId) {
  learnTimeZone();
} else if (typeof window !== 'undefined') {
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
  whenIdle(() => void learnTimeZone());
}
