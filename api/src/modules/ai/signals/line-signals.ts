import type { Language } from '../ai-types';
import { TOPICS, type Topic } from '../lexicon/lexicon-types';
import { lexiconFor } from '../lexicon/lexicons';
import { hasMatch } from '../lexicon/matcher';
import { detectLanguage, normalizeText, splitSentences } from '../text/normalize';
import { memoAnalysis } from './signal-cache';

/** What the engine needs from a client line: what it asks and what it is about. */
export interface LineSignals {
  language: Language;
  text: string;
  sentences: string[];
  questions: string[];
  topics: Topic[];
}

export function computeLine(text: string, fallback: Language, normalized = normalizeText(text)): LineSignals {
  const language = detectLanguage(text, fallback);
  const lexicon = lexiconFor(language);
  const sentences = splitSentences(text);
  return {
    language,
    text,
    sentences,
    questions: sentences.filter((s) => s.endsWith('?')),
    topics: TOPICS.filter((topic) => hasMatch(lexicon.topics[topic], normalized)),
  };
}

/** The light analysis for the other party's lines: half the cost of a full message analysis. */
export function analyzeLine(text: string, fallback: Language = 'en'): LineSignals {
  return memoAnalysis('line', text, fallback, () => computeLine(text, fallback));
}
