const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

// One formatter per language: making one costs milliseconds of a phone's CPU, and a list formats many times.
const formats = new Map<string, Intl.RelativeTimeFormat>();

/** "2 hours ago" / "2 часа назад" in the given language. */
export function relativeTime(iso: string, language: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  let format = formats.get(language);
  if (!format) formats.set(language, (format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })));
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
