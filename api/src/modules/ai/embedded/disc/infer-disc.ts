import { fromEntriesOf } from '../../../../lib/typed-object';
import { AiInputError, DISC_MIN_SESSIONS } from '../../ai-errors';
import type { DiscRequest, DiscInference, DiscType } from '../../ai-types';
import { analyzeMessage, type MessageSignals } from '../../signals/message-signals';

type Raw = Record<DiscType, number>;

/** Style markers per message: D drives and decides, I enthuses, S reassures, C specifies. */
function markers(s: MessageSignals): Raw {
  const h = s.hits;
  const terse = s.avgSentenceWords > 0 && s.avgSentenceWords < 9 ? 1 : 0;
  const long = s.avgSentenceWords > 18 ? 1 : 0;
  return {
    D: h.results.length + h.assertive.length + 1.5 * s.cta.length + h.pressure.length + terse - 0.5 * h.hedge.length,
    I: 1.5 * h.enthusiasm.length + Math.min(s.exclamations, 3) + 0.5 * h.empathy.length + (/\p{Extended_Pictographic}/u.test(s.text) ? 1 : 0),
    S: 1.5 * h.empathy.length + h.process.length + 0.5 * h.apology.length + 0.5 * h.hedge.length + 0.5 * s.openQuestions.length,
    C: 1.5 * h.data.length + s.numbers.length + h.evidence.length + long,
  };
}

/** Largest-remainder rounding, so the four percentages always add up to 100. */
function percentages(raw: Raw): Raw {
  const keys: DiscType[] = ['D', 'I', 'S', 'C'];
  const total = keys.reduce((sum, k) => sum + raw[k], 0);
  const exact = keys.map((k) => ({ k, v: (raw[k] / total) * 100 }));
  const out: Raw = fromEntriesOf(exact.map(({ k, v }) => [k, Math.floor(v)] as const));
  let left = 100 - keys.reduce((sum, k) => sum + out[k], 0);
  for (const { k } of [...exact].sort((a, b) => (b.v % 1) - (a.v % 1))) if (left-- > 0) out[k] += 1;
  return out;
}

export function inferDisc(req: DiscRequest): DiscInference {
  if (req.sessions.length < DISC_MIN_SESSIONS) throw new AiInputError('disc_needs_3_sessions');
  const own = req.sessions.flatMap((s) => s.messages.filter((m) => m.isAgent && m.content.trim()));
  if (!own.length) throw new AiInputError('disc_needs_messages');
  // A floor of one per type keeps a quiet profile balanced instead of all-or-nothing.
  const raw: Raw = { D: 1, I: 1, S: 1, C: 1 };
  for (const message of own) {
    const m = markers(analyzeMessage(message.content, req.language));
    for (const k of ['D', 'I', 'S', 'C'] as const) raw[k] += Math.max(0, m[k]) / Math.sqrt(own.length);
  }
  const p = percentages(raw);
  const primaryType = (['D', 'I', 'S', 'C'] as const).reduce((a, b) => (p[b] > p[a] ? b : a));
  return { dominant: p.D, influencer: p.I, steady: p.S, compliant: p.C, primaryType };
}
