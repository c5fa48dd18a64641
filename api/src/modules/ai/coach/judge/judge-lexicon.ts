import type { Language } from '../../ai-types';
import { compileLexicon, type LexiconEntries } from '../../lexicon/matcher';
import { JUDGE_TOPICS, type JudgeTopic, type JudgeWords } from './judge-lexicon-types';
import { JUDGE_EN } from './judge-words-en';
import { JUDGE_RU } from './judge-words-ru';

type Compiled<T> = { [K in keyof T]: T[K] extends readonly string[] ? RegExp : Compiled<T[K]> };
export type JudgeLexicon = Compiled<JudgeWords>;

const isWordList = (value: unknown): value is LexiconEntries => Array.isArray(value) && value.every((word) => typeof word === 'string');

function compile<T extends object>(source: T): Compiled<T> {
  const out: Record<string, unknown> = {};
  const entries: [string, unknown][] = Object.entries(source);
  for (const [key, value] of entries) {
    if (isWordList(value)) out[key] = compileLexicon(value);
    else if (typeof value === 'object' && value !== null) out[key] = compile(value);
    else throw new Error(`judge lexicon: ${key} is neither a word list nor a group of them`);
  }
  // The one claim left: the recursion above builds exactly the mapped type.
  return out as Compiled<T>;
}

// Compiled once at load: the hot path only runs regexes.
const COMPILED: Record<Language, JudgeLexicon> = { en: compile(JUDGE_EN), ru: compile(JUDGE_RU) };

export const judgeLexicon = (language: Language): JudgeLexicon => COMPILED[language];

/** Every match of a lexicon in normalised text. */
export function findAll(pattern: RegExp, normalized: string): string[] {
  pattern.lastIndex = 0;
  const found = normalized.match(pattern) ?? [];
  pattern.lastIndex = 0;
  return found.map((s) => s.trim());
}

export function has(pattern: RegExp, normalized: string): boolean {
  pattern.lastIndex = 0;
  const found = pattern.test(normalized);
  pattern.lastIndex = 0;
  return found;
}

export const topicsIn = (lexicon: JudgeLexicon, normalized: string): JudgeTopic[] =>
  JUDGE_TOPICS.filter((topic) => has(lexicon.topics[topic], normalized));
