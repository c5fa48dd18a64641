import { fromEntriesOf, typedKeys } from '../../lib/typed-object';
import type { Language } from './ai-types';
import { CALL_TEXTS } from './embedded/call/call-texts';

/**
 * A call's strengths and improvements are stored as codes ("call:improvements.noQuestions") and
 * read in the reader's language. Rows stored before codes hold the sentence itself, in English or
 * Russian: the sentence is recognised and read like its code. Anything else (a model's own words)
 * reads as written.
 */
const PREFIX = 'call:';

type Texts = (typeof CALL_TEXTS)[Language];
const entries = (t: Texts): [string, string][] => [
  ...Object.entries(t.strengths).map(([k, v]): [string, string] => [`strengths.${k}`, v]),
  ...Object.entries(t.improvements).map(([k, v]): [string, string] => [`improvements.${k}`, v]),
  ['fallback', t.fallback],
  ['empty', t.empty],
];

const byCode = fromEntriesOf(typedKeys(CALL_TEXTS).map((l) => [l, new Map(entries(CALL_TEXTS[l]))] as const));
const bySentence = new Map(typedKeys(CALL_TEXTS).flatMap((l) => entries(CALL_TEXTS[l]).map(([code, text]): [string, string] => [text, code])));

/** What to store for one finding: its code when it is one of ours, else the text. */
export function callFindingCode(text: string): string {
  const code = bySentence.get(text.trim());
  return code ? `${PREFIX}${code}` : text;
}

/** A stored finding in the reader's language. */
export function callFindingText(stored: string, lang: Language): string {
  const code = stored.startsWith(PREFIX) ? stored.slice(PREFIX.length) : bySentence.get(stored.trim());
  return (code && byCode[lang].get(code)) || stored;
}
