import { recordOf } from '../../../lib/typed-object';
import type { Language } from '../ai-types';
import { EN_WORDS } from './en-words';
import { LEXICON_KEYS, TOPICS, type LexiconKey, type Topic } from './lexicon-types';
import { compileLexicon } from './matcher';
import { RU_WORDS } from './ru-words';
import { EN_TOPICS, RU_TOPICS } from './topic-words';

export interface CompiledLexicon {
  words: Record<LexiconKey, RegExp>;
  topics: Record<Topic, RegExp>;
}

function compileAll<K extends string>(keys: readonly K[], source: Record<K, readonly string[]>): Record<K, RegExp> {
  return recordOf(keys, (key) => compileLexicon(source[key]));
}

// Compiled once at module load: the hot path only runs regexes.
const COMPILED: Record<Language, CompiledLexicon> = {
  en: { words: compileAll(LEXICON_KEYS, EN_WORDS), topics: compileAll(TOPICS, EN_TOPICS) },
  ru: { words: compileAll(LEXICON_KEYS, RU_WORDS), topics: compileAll(TOPICS, RU_TOPICS) },
};

export function lexiconFor(language: Language): CompiledLexicon {
  return COMPILED[language];
}
