import type { DiscType } from '../ai-types';
import type { LineSignals } from '../signals/line-signals';
import type { MessageSignals } from '../signals/message-signals';
import { clamp } from '../text/normalize';
import { clientAsks } from './client-asks';

export interface MessageScores {
  confidence: number;
  clarity: number;
  grammar: number;
  value: number;
  cta: number;
  /** true: answers what the client raised; false: ignores it; null: nothing to answer. */
  relevant: boolean | null;
}

const n = (list: readonly unknown[], cap: number) => Math.min(list.length, cap);
const STYLE_HITS = { D: 'results', I: 'enthusiasm', S: 'process', C: 'data' } as const;

export function relevanceTo(message: MessageSignals, client: LineSignals | null): boolean | null {
  const asked = client ? clientAsks(client) : [];
  if (asked.length === 0) return null;
  // A worry is answered by acknowledging it, not only by repeating its words.
  return asked.some((topic) => message.topics.includes(topic)) || (asked.includes('risk') && message.hits.empathy.length > 0);
}

export function scoreMessage(m: MessageSignals, client: LineSignals | null, personality?: DiscType): MessageScores {
  const h = m.hits;
  const relevant = relevanceTo(m, client);
  const shortness = m.words < 4 ? 2 : m.words < 8 ? 1 : 0;
  const confidence =
    55 + 5 * n(h.assertive, 3) + (m.numbers.length ? 5 : 0) + (h.evidence.length ? 4 : 0) + (m.cta.length ? 4 : 0) +
    (m.words >= 15 && h.hedge.length === 0 ? 6 : 0) - 10 * n(h.hedge, 3) - 7 * n(h.filler, 3) - 5 * n(h.vague, 3) -
    8 * n(h.apology, 2) - [0, 6, 15][shortness] - (h.pressure.length ? 6 : 0) - (h.rude.length ? 10 : 0);
  const sentenceLength = m.avgSentenceWords > 28 ? 12 : m.avgSentenceWords > 22 ? 6 : 0;
  const clarity =
    68 + (m.numbers.length ? 6 : 0) + (relevant === true ? 8 : relevant === false ? -8 : 0) +
    (m.sentences.length >= 2 && m.sentences.length <= 5 ? 4 : 0) - 7 * n(h.vague, 3) - 5 * n(h.filler, 3) -
    4 * n(m.grammar, 4) - sentenceLength - [0, 8, 18][shortness] - (m.words > 130 ? 10 : 0) -
    (m.questions.length > 3 ? 6 : 0);
  const style = personality ? 3 * n(h[STYLE_HITS[personality]], 2) : 0;
  const value =
    28 + 7 * n(h.value, 4) + 6 * n(h.evidence, 3) + (m.numbers.length ? 7 : 0) +
    (relevant === true ? 10 : relevant === false ? -6 : 0) + 2 * n(h.youFocus, 4) + (h.empathy.length ? 4 : 0) +
    style - 12 * n(h.pressure, 2) - 5 * n(h.vague, 3) - 8 * n(h.rude, 2) - (m.words < 6 ? 12 : 0);
  const cta =
    18 + (m.cta.length ? 42 : 0) + (h.ctaTime.length ? (m.cta.length ? 14 : 6) : 0) +
    (m.openQuestions.length ? 14 : m.questions.length ? 8 : 0) - 10 * n(h.pressure, 2) - 4 * n(h.vague, 2) -
    (h.hedge.length && m.cta.length ? 4 : 0);
  const grammar = m.words < 3 ? 70 : 100 - 12 * m.grammar.length;
  return {
    confidence: clamp(confidence),
    clarity: clamp(clarity),
    grammar: clamp(grammar, 30, 100),
    value: clamp(value),
    cta: clamp(cta),
    relevant,
  };
}

export function meanScore(s: Pick<MessageScores, 'confidence' | 'clarity' | 'value' | 'cta'>): number {
  return (s.confidence + s.clarity + s.value + s.cta) / 4;
}
