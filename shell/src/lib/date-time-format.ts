/**
 * The shell's date-and-time formatter, one per language, made once. The page's first Intl formatter
 * loads the browser's locale data (ICU: 25-50 ms of CPU here, more on a phone), and this one also
 * its calendar patterns; any later formatter (the progress overview's numbers) then takes a few ms.
 * warmDateTimeFormat builds it in a task of its own while the home waits for its data, and at the
 * start of a screen that shows numbers at once (app/route-data.ts), instead of inside the render
 * that shows the first date or number.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(language: string): Intl.DateTimeFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(language, format);
  }
  return format;
}

export function warmDateTimeFormat(language: string): void {
  setTimeout(() => dateTimeFormat(language), 0);
}
