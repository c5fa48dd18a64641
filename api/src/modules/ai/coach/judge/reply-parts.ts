import { normalizeText, splitSentences, tokenize } from '../../text/normalize';
import { figuresIn, type Figure } from './figures';
import type { JudgeTopic } from './judge-lexicon-types';
import { findAll, has, topicsIn, type JudgeLexicon } from './judge-lexicon';
import { questionType, type QuestionType } from './question-type';

/** One sentence of the reply with what it talks about and carries. */
export interface SentencePart {
  text: string;
  normalized: string;
  topics: JudgeTopic[];
  figures: Figure[];
  question: QuestionType | null;
  hedges: string[];
  substance: boolean;
  stems: Set<string>;
}

/** The sentence's own content words, cut to a stem so "parking" meets "park" and «коммуналку» meets «коммунальные». */
export function stemsOf(lexicon: JudgeLexicon, text: string, figures: readonly Figure[] = []): Set<string> {
  const out = new Set<string>();
  // The client's own figure taken up again ("the 3 %") is an echo too; a house number is not.
  for (const f of figures) if (f.kind !== 'bare') out.add(f.text.match(/\d+/)?.[0] ?? '');
  for (const word of tokenize(normalizeText(text))) {
    if (/^\d/.test(word)) continue;
    if (word.length < 3 || has(lexicon.stopwords, word) || has(lexicon.echoSkip, word)) continue;
    // Russian roots are short and endings long: four letters meet «рискам» and «риски».
    out.add(/[а-я]/.test(word) ? word.slice(0, 4) : word.replace(/(?:ing|ed|es|s)$/, '').slice(0, 5));
  }
  return out;
}

export const echoes = (part: SentencePart, client: ReadonlySet<string>) => [...part.stems].filter((s) => client.has(s)).length;

export function sentenceParts(lexicon: JudgeLexicon, text: string): SentencePart[] {
  return splitSentences(text).map((sentence) => {
    const normalized = normalizeText(sentence);
    const figures = figuresIn(lexicon, normalized);
    return {
      text: sentence,
      normalized,
      topics: topicsIn(lexicon, normalized),
      figures,
      question: sentence.endsWith('?') ? questionType(lexicon, sentence) : null,
      hedges: findAll(lexicon.hedge, normalized),
      substance: figures.some((f) => f.kind !== 'bare') || has(lexicon.evidence, normalized),
      stems: stemsOf(lexicon, sentence, figures),
    };
  });
}

/**
 * Does this sentence answer the topic with substance? Either it takes up the client's own words
 * and adds something (an answer word, a fitting figure, a fact), or it names the topic with an
 * answer word. A figure alone, on another subject, is not an answer.
 */
export function answersTopic(lexicon: JudgeLexicon, part: SentencePart, topic: JudgeTopic, fits: (f: Figure) => boolean, echo: number): boolean {
  const fitting = part.figures.some(fits);
  const answerWords = new Set(findAll(lexicon.answers[topic], part.normalized)).size;
  if (echo >= 2 || (echo >= 1 && (answerWords || fitting || part.substance))) return true;
  if (answerWords && fitting) return true;
  if (part.topics.includes(topic) && answerWords && part.substance) return true;
  // Two distinct answer words in a plain sentence ("first ..., then ...") answer without naming the topic.
  return answerWords >= 2 && !has(lexicon.hype, part.normalized) && !part.text.includes('!');
}

/** The content word said most often, when it is said so often that it reads as stuffing. */
export function stuffedWord(lexicon: JudgeLexicon, text: string): string | null {
  const words = tokenize(text.toLowerCase());
  const counts = new Map<string, { word: string; n: number }>();
  for (const word of words) {
    if (word.length < 4 || /^\d/.test(word) || has(lexicon.stopwords, word)) continue;
    const stem = word.slice(0, 6);
    const entry = counts.get(stem) ?? { word, n: 0 };
    entry.n += 1;
    counts.set(stem, entry);
  }
  let top: { word: string; n: number } | null = null;
  for (const entry of counts.values()) if (!top || entry.n > top.n) top = entry;
  if (!top || top.n < 3) return null;
  return has(lexicon.hype, top.word) || top.n / words.length >= 0.1 ? top.word : null;
}

const contentWords = (lexicon: JudgeLexicon, s: string) =>
  new Set(tokenize(s.toLowerCase()).filter((w) => w.length >= 4 && !has(lexicon.stopwords, w)).map((w) => w.slice(0, 6)));

/** Two sentences that say the same thing again. */
export function repeatsItself(lexicon: JudgeLexicon, parts: SentencePart[]): boolean {
  const sets = parts.map((p) => contentWords(lexicon, p.text)).filter((s) => s.size >= 4);
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) {
      const shared = [...sets[i]].filter((w) => sets[j].has(w)).length;
      if (shared / Math.min(sets[i].size, sets[j].size) >= 0.7) return true;
    }
  }
  return false;
}
