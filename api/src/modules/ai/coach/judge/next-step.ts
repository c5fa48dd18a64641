import { has, type JudgeLexicon } from './judge-lexicon';
import type { SentencePart } from './reply-parts';

/** A concrete next step the reply proposes; a day alone is not one. */
export interface NextStep {
  text: string;
  /** A close asks for a commitment (sign, deposit, offer); a soft step moves the talk on. */
  kind: 'soft' | 'close';
  timed: boolean;
}

export function findStep(lexicon: JudgeLexicon, parts: SentencePart[]): NextStep | null {
  let found: NextStep | null = null;
  for (const part of parts) {
    const n = part.normalized;
    // "You can see it's worth it, can't you?" pushes for a yes; it proposes nothing.
    if (part.question === 'leading') continue;
    // "What would need to happen for you to feel ready?" explores; it proposes nothing unless it names a time.
    if (part.question === 'open' && !has(lexicon.time, n)) continue;
    const timed = has(lexicon.time, n);
    // "Would Saturday at 12 suit you?" proposes a meeting without naming it.
    const scheduling = part.question !== null && timed && has(lexicon.stepFrame, n);
    if (!scheduling && !has(lexicon.stepAction, n)) continue;
    if (!scheduling && !has(lexicon.stepFrame, n) && part.question === null) continue;
    found = { text: part.text, kind: has(lexicon.close, n) ? 'close' : 'soft', timed };
  }
  return found;
}
