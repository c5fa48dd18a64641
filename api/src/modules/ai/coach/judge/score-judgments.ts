import type { DiscType } from '../../ai-types';
import { clamp } from '../../text/normalize';
import type { Judgments } from './judge-reply';

export interface JudgedScores {
  confidence: number;
  clarity: number;
  grammar: number;
  value: number;
  cta: number;
}

const n = (list: readonly unknown[], cap: number) => Math.min(list.length, cap);
const by = <T extends string>(key: T, table: Record<T, number>) => table[key];

/** What each DISC style rewards a little more: brevity, warmth, a calm process, facts. */
function styleBonus(j: Judgments, personality?: DiscType): number {
  if (personality === 'D') return j.words <= 50 && j.addressed !== 'no' ? 4 : j.words > 90 ? -4 : 0;
  if (personality === 'I') return j.acknowledged || j.hype.length === 1 ? 3 : 0;
  if (personality === 'S') return j.tone.pressure.length ? -6 : j.acknowledged ? 3 : 0;
  if (personality === 'C') return j.figures.relevant.length || j.evidence.length ? 4 : -3;
  return 0;
}

/**
 * The five metrics follow from the judgments: substance that answers this client (value),
 * a reply that is easy to follow (clarity), calm authority (confidence) and a next move that
 * fits the moment (cta). No count of selling words raises a score.
 */
export function scoreJudgments(j: Judgments, personality?: DiscType): JudgedScores {
  const owed = j.addressed !== 'n/a';
  const wrongLanguage = j.language !== j.session;
  const short = j.words < 4 ? 2 : j.words < 8 ? 1 : 0;
  const rude = j.tone.rude.length > 0;
  const open = j.questions.filter((q) => q.type === 'open');
  const leading = j.questions.filter((q) => q.type === 'leading');
  const closed = j.questions.filter((q) => q.type === 'closed');
  const answered = by(j.addressed, { yes: 1, partial: 0.4, no: -0.3, 'n/a': 0 });
  const discovery = !owed || j.client?.topics.includes('needs') || j.client?.act === 'smalltalk';

  const value =
    30 + 34 * answered + (owed ? Math.round(18 * Math.min(1, j.coverage)) : 0) + (j.addressed !== 'no' ? 6 * n(j.figures.relevant, 2) + (j.evidence.length ? 5 : 0) : 0) +
    (j.honestUnknown ? 8 : 0) + (j.caution.honest.length ? 4 : 0) + (open.length ? (discovery ? 16 : 6) : 0) +
    (j.acknowledged && j.client?.concern ? 6 : 0) + (!owed && j.figures.relevant.length ? 8 : 0) + styleBonus(j, personality) -
    5 * n(j.figures.irrelevant, 2) - 8 * n(leading, 2) - (j.evasive ? 16 : 0) - (j.stuffing ? 18 : 0) - 10 * n(j.tone.condescending, 1) -
    (rude ? 16 : 0) - (j.overclaim ? 14 : 0) - 8 * n(j.tone.pressure, 2) - 5 * n(j.caution.vague, 2) - 4 * n(j.vagueWords, 2) - (wrongLanguage ? 30 : 0) -
    [0, 10, 18][short] - (j.rambling ? 8 : 0) - (j.offTopic ? 20 : 0);

  const clarity =
    72 + by(j.addressed, { yes: 8, partial: 0, no: -12, 'n/a': 0 }) + (j.sentences.length >= 2 && j.sentences.length <= 5 ? 4 : 0) -
    (j.avgSentenceWords > 28 ? 12 : j.avgSentenceWords > 22 ? 6 : 0) - (j.rambling ? 15 : 0) - (j.stuffing ? 12 : 0) -
    6 * n(j.vagueWords, 2) - 6 * n(j.filler, 3) - 4 * n(j.grammar, 4) - [0, 8, 20][short] - (j.questions.length > 3 ? 6 : 0) -
    4 * n(leading, 1) - (wrongLanguage ? 40 : 0) - (j.offTopic ? 10 : 0);

  const confidence =
    62 + by(j.addressed, { yes: 8, partial: 2, no: -6, 'n/a': 0 }) + (j.figures.relevant.length || j.evidence.length ? 6 : 0) -
    9 * n(j.caution.vague, 3) - 7 * n(j.filler, 3) - 7 * n(j.apology, 2) - 12 * n(j.tone.condescending, 1) -
    8 * n(j.tone.pressure, 2) - (rude ? 18 : 0) - (j.stuffing ? 8 : 0) - [0, 8, 18][short] - (wrongLanguage ? 25 : 0) - (j.evasive ? 6 : 0) - (j.overclaim ? 6 : 0);

  const step = j.step;
  let cta =
    22 + (!step && j.addressed === 'yes' ? 10 : 0) + (step ? (step.fit === 'fitting' ? 40 + (step.timed ? 10 : 0) : 4) : 0) +
    (open.length ? (step ? 6 : 22) : closed.length && !step ? 8 : 0) - 8 * n(leading, 1) -
    10 * n(j.tone.pressure, 2) - (rude ? 12 : 0) - (wrongLanguage ? 25 : 0);
  if (owed && j.addressed === 'no') cta = Math.min(cta, 38);
  if (j.offTopic) cta = Math.min(cta, 30);

  return {
    confidence: clamp(confidence),
    clarity: clamp(clarity),
    grammar: clamp(j.words < 3 ? 70 : 100 - 12 * j.grammar.length, 30, 100),
    value: clamp(value),
    cta: clamp(cta),
  };
}
