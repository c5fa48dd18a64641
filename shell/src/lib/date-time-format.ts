/**
 * The shell's date-and-time formatter, one per language, made once. The page's first Intl formatter
 * loads the locale data (15 ms and more of a phone's CPU): warmDateTimeFormat builds it in a task of
 * its own while a screen waits for its data, instead of inside the render that shows the first date.
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
