import type { DiscType } from '../ai-types';
import { relevanceTo } from '../coach/score-message';
import type { LexiconKey } from '../lexicon/lexicon-types';
import type { LineSignals } from '../signals/line-signals';
import type { MessageSignals } from '../signals/message-signals';
import { OBJECTION_TOPICS } from './objections';
import type { ObjectionTopic } from './profile-pools';
import type { DifficultyRules, Reaction } from './client-state';

interface Taste {
  value: number;
  evidence: number;
  empathy: number;
  question: number;
  vague: number;
  pressure: number;
  style: LexiconKey;
}

/** What each personality rewards and punishes (spec 000 §3 behaviour). */
const TASTE: Record<DiscType, Taste> = {
  D: { value: 1.2, evidence: 1, empathy: 0.5, question: 0.8, vague: 1.4, pressure: 1, style: 'results' },
  I: { value: 1, evidence: 0.7, empathy: 1.3, question: 1.1, vague: 1, pressure: 1.1, style: 'enthusiasm' },
  S: { value: 0.9, evidence: 0.9, empathy: 1.5, question: 1, vague: 1.1, pressure: 1.6, style: 'process' },
  C: { value: 0.7, evidence: 1.5, empathy: 0.6, question: 1, vague: 1.5, pressure: 1.2, style: 'data' },
};

const n = (list: readonly unknown[], cap: number) => Math.min(list.length, cap);

export function interestDelta(m: MessageSignals, client: LineSignals | null, p: DiscType, rules: DifficultyRules): number {
  const t = TASTE[p];
  const h = m.hits;
  const relevant = relevanceTo(m, client);
  const gain =
    (relevant === true ? 5 : 0) +
    (m.openQuestions.length ? 5 : m.questions.length ? 2 : 0) * t.question +
    n(h.value, 3) * 2.5 * t.value +
    ((m.numbers.length ? 4 : 0) + n(h.evidence, 2) * 3) * t.evidence +
    (h.empathy.length ? 4 : 0) * t.empathy +
    n(h[t.style], 2) * 2;
  const loss =
    (relevant === false ? 4 : 0) +
    n(h.vague, 2) * 4 * t.vague +
    n(h.hedge, 2) * 2 +
    n(h.filler, 2) * 2 +
    n(h.pressure, 2) * 12 * t.pressure +
    (h.rude.length ? 15 : 0) +
    (m.words < 4 && !m.questions.length ? 5 : 0) +
    (p === 'D' && m.words > 80 ? 6 : 0) +
    (p === 'C' ? n(m.grammar, 2) * 2 : 0);
  return gain * rules.gain - loss * rules.loss;
}

/** How fully a message answers an objection: its topic, proof, benefit, acknowledgement. */
export function addressQuality(m: MessageSignals, topic: ObjectionTopic): number {
  const h = m.hits;
  const onTopic = OBJECTION_TOPICS[topic].some((t) => m.topics.includes(t));
  return (
    (onTopic ? 2 : 0) + (m.numbers.length || h.evidence.length ? 2 : 0) + (h.value.length ? 1 : 0) +
    (h.empathy.length ? 1 : 0) - (h.pressure.length ? 3 : 0) - (h.vague.length > 1 ? 2 : 0)
  );
}

export function reactionTo(m: MessageSignals, client: LineSignals | null, p: DiscType): Reaction {
  const h = m.hits;
  if (h.rude.length) return 'coolRude';
  if (h.pressure.length) return 'coolPressure';
  const proof = m.numbers.length + h.evidence.length;
  const positives = proof + h.value.length + h.empathy.length + h[TASTE[p].style].length;
  if (h.vague.length >= 2 || (h.vague.length && positives < 2) || (m.words < 4 && !m.questions.length)) return 'coolVague';
  // Facts that ignore what the client just asked do not warm anyone up.
  if (relevanceTo(m, client) === false) return null;
  const convinced = p === 'C' ? proof > 0 : p === 'D' ? proof + h.value.length >= 2 : positives >= 2;
  return convinced ? 'warm' : null;
}
