import type { Language } from '../../ai-types';
import { normalizeText, splitSentences } from '../../text/normalize';
import type { ClientAct, JudgeTopic } from './judge-lexicon-types';
import { has, judgeLexicon, topicsIn, type JudgeLexicon } from './judge-lexicon';

/** What the client's last line asked or raised: the reply is judged against it. */
export interface ClientRead {
  language: Language;
  act: ClientAct;
  /** Topics in order of what most needs an answer. */
  topics: JudgeTopic[];
  /** An objection or a doubt not yet answered: a close over it is premature. */
  concern: boolean;
  /** Something the reply owes an answer to (a question, an objection, a doubt or a request). */
  owed: boolean;
  /** The client's own words to quote: their question or their last sentence. */
  quote: string;
}

// Money and risk outrank context: "the price seems high for this area" is about the price.
const PRIORITY: JudgeTopic[] = ['condition', 'fees', 'price', 'timeline', 'risk', 'market', 'trust', 'process', 'specs', 'location', 'benefits', 'needs'];

function isQuestion(lexicon: JudgeLexicon, sentence: string): boolean {
  if (sentence.trim().endsWith('?')) return true;
  const start = normalizeText(sentence).split(' ').slice(0, 2).join(' ');
  return has(lexicon.interrogative, start);
}

function actOf(lexicon: JudgeLexicon, normalized: string, sentences: string[]): ClientAct {
  if (has(lexicon.acts.objection, normalized)) return 'objection';
  if (has(lexicon.acts.doubt, normalized)) return 'doubt';
  if (sentences.some((s) => isQuestion(lexicon, s))) return 'question';
  if (has(lexicon.acts.request, normalized)) return 'request';
  if (has(lexicon.acts.smalltalk, normalized)) return 'smalltalk';
  return 'statement';
}

export function readClient(line: string, language: Language): ClientRead {
  const lexicon = judgeLexicon(language);
  const normalized = normalizeText(line);
  const sentences = splitSentences(line);
  const act = actOf(lexicon, normalized, sentences);
  const found = topicsIn(lexicon, normalized);
  const topics = PRIORITY.filter((t) => found.includes(t));
  const question = sentences.find((s) => isQuestion(lexicon, s));
  const quote = question ?? sentences.at(-1) ?? line.trim();
  return {
    language,
    act,
    topics,
    // A question about a defect or a risk is a worry: it must be settled before any close.
    concern: act === 'objection' || act === 'doubt' || topics.some((t) => t === 'condition' || t === 'risk'),
    owed: act !== 'smalltalk' && act !== 'statement',
    quote: quote.length > 90 ? `${quote.slice(0, 89).trimEnd()}…` : quote,
  };
}
