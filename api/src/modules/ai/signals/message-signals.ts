import { recordOf, typedKeys } from '../../../lib/typed-object';
import type { Language } from '../ai-types';
import type { LexiconKey } from '../lexicon/lexicon-types';
import { lexiconFor, type CompiledLexicon } from '../lexicon/lexicons';
import { hasMatch, matchAll } from '../lexicon/matcher';
import { normalizeText, tokenize } from '../text/normalize';
import { checkGrammar, type GrammarIssue } from './grammar-check';
import { computeLine, type LineSignals } from './line-signals';
import { memoAnalysis } from './signal-cache';

/** What a message does, in countable terms; every score and client reaction reads from this. */
export interface MessageSignals extends LineSignals {
  words: number;
  avgSentenceWords: number;
  longestSentenceWords: number;
  openQuestions: string[];
  cta: string[];
  numbers: string[];
  hits: Record<LexiconKey, string[]>;
  exclamations: number;
  grammar: GrammarIssue[];
}

const NUMBER = /(?<![\p{L}])[$€£₽]?\d+(?:[.,]\d+)*\s?(?:%|k|m|млн|тыс|₽|\$|€)?/gu;
const SKIPPED: ReadonlySet<LexiconKey> = new Set(['openQuestion', 'ctaVerb', 'ctaObject', 'ctaStrong']);

function collectHits(lexicon: CompiledLexicon, normalized: string): Record<LexiconKey, string[]> {
  return recordOf(typedKeys(lexicon.words), (key) => (SKIPPED.has(key) ? [] : matchAll(lexicon.words[key], normalized)));
}

function isOpenQuestion(lexicon: CompiledLexicon, sentence: string): boolean {
  const normalized = normalizeText(sentence);
  const first = normalized.split(' ').slice(0, 6).join(' ');
  return hasMatch(lexicon.words.openQuestion, first);
}

function isCallToAction(lexicon: CompiledLexicon, sentence: string): boolean {
  const normalized = normalizeText(sentence);
  const { words } = lexicon;
  if (hasMatch(words.ctaStrong, normalized)) return true;
  if (hasMatch(words.ctaVerb, normalized) && hasMatch(words.ctaObject, normalized)) return true;
  return sentence.trim().endsWith('?') && hasMatch(words.ctaTime, normalized);
}

/** Analyses a message; results are cached and must be treated as read-only. */
export function analyzeMessage(text: string, fallback: Language = 'en'): MessageSignals {
  return memoAnalysis('message', text, fallback, () => computeSignals(text, fallback));
}

function computeSignals(text: string, fallback: Language): MessageSignals {
  const normalized = normalizeText(text);
  const line = computeLine(text, fallback, normalized);
  const { language, sentences, questions } = line;
  const lexicon = lexiconFor(language);
  const lengths = sentences.map((s) => tokenize(s).length);
  const discovery = sentences.filter((s) => !s.endsWith('?') && /^(tell me|walk me through|расскажите|опишите|поделитесь)/i.test(s));
  const hits = collectHits(lexicon, normalized);
  // "Saturday at 11" is a meeting time, not a fact: times are removed before counting figures.
  const withoutTimes = normalized.replace(lexicon.words.ctaTime, ' ');
  hits.numberWords = [...(withoutTimes.match(NUMBER) ?? []).map((n) => n.trim()), ...hits.numberWords];
  return {
    ...line,
    words: tokenize(text).length,
    avgSentenceWords: lengths.length ? lengths.reduce((a, b) => a + b, 0) / lengths.length : 0,
    longestSentenceWords: lengths.length ? Math.max(...lengths) : 0,
    openQuestions: [...questions.filter((q) => isOpenQuestion(lexicon, q)), ...discovery],
    cta: sentences.filter((s) => isCallToAction(lexicon, s)),
    numbers: hits.numberWords,
    hits,
    exclamations: (text.match(/!/g) ?? []).length,
    grammar: checkGrammar(text, sentences, language),
  };
}
