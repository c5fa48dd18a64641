/**
 * Lexicon entries: a phrase ("shall we"), stems ("выгод*", "доп* расход*") so Russian endings match,
 * or a raw pattern ("re:like(?=,)", with %L for one letter) where a word counts only in some positions.
 */
export type LexiconEntries = readonly string[];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Letters of the normalised (lower-case) text: Latin, accented Latin and Cyrillic. An explicit
 * class instead of \p{L} keeps the regexes out of unicode mode, which costs ~20 ms each to compile.
 */
const WORD = 'a-z0-9\\u00c0-\\u024f\\u0400-\\u04ff';

function entrySource(entry: string): string {
  if (entry.startsWith('re:')) return entry.slice(3).replace(/%L/g, `[${WORD}]`);
  return escape(entry).replace(/\\\*/g, `[${WORD}]*`);
}

/** One alternation per lexicon: a single pass over the text instead of one per phrase. */
export function compileLexicon(entries: LexiconEntries): RegExp {
  // Longest first, so "book a viewing" wins over "book".
  const sources = [...entries].sort((a, b) => b.length - a.length).map(entrySource);
  const body = sources.length > 0 ? sources.join('|') : '(?!)';
  return new RegExp(`(?<![${WORD}])(?:${body})(?![${WORD}])`, 'g');
}

/** All hits in normalised text. */
export function matchAll(pattern: RegExp, normalized: string): string[] {
  return normalized.match(pattern) ?? [];
}

export function hasMatch(pattern: RegExp, normalized: string): boolean {
  pattern.lastIndex = 0;
  const found = pattern.test(normalized);
  pattern.lastIndex = 0;
  return found;
}
