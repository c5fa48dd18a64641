import type { Language } from '../../../ai-types';
import { compileLexicon } from '../../lexicon/matcher';
import { JUDGE_TOPICS, type JudgeTopic, type JudgeWords } from './judge-lexicon-types';
import { JUDGE_EN } from './judge-words-en';
import { JUDGE_RU } from './judge-words-ru';

type Compiled<T> = { [K in keyof T]: T[K] extends readonly string[] ? RegExp : Compiled<T[K]> };
export type JudgeLexicon = Compiled<JudgeWords>;

function compile<T extends object>(source: T): Compiled<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    out[key] = Array.isArray(value) ? compileLexicon(value as string[]) : compile(value as object);
  }
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
