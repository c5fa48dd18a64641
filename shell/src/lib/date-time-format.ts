import { loadLocaleData } from './locale-data';

/**
 * The shell's date-and-time formatter, one per language, made once. The page's first Intl formatter
 * loads the browser's locale data (ICU: 30-70 ms of CPU here, more on a phone). warmDateTimeFormat,
 * called as a signed-in page starts (app/lazy-screens.ts), has a worker load that data and then
 * builds this formatter, which then takes about a millisecond (locale-data.ts); so do the remotes'
 * own (the progress overview's numbers, the chat history's dates).
 */
const formats = new Map<string, Intl.DateTimeFormat>();
const localeOf = (language: string) => (language === 'ru' ? 'ru-RU' : 'en-GB');

export function dateTimeFormat(language: string): Intl.DateTimeFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(language, format);
  }
  return format;
}

/** Loads the locale data off the main thread, then builds the language's formatter; settles when it is built. */
export function warmDateTimeFormat(language: string): Promise<void> {
  return loadLocaleData(localeOf(language)).then(() => void dateTimeFormat(language));
}
