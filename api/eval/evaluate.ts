import type { DiscType, Feedback, Language } from '../src/modules/ai/ai-types';
import { PAIRS, SINGLES, TWINS, type SingleCase, type Split } from './case-sets';
import { singleMisses, type SingleProbe } from './single-properties';

export type Coach = (input: { message: string; clientLine?: string; language: Language; personality?: DiscType }) => Promise<Feedback>;

/** The chat's session score (spec 000 §5): the mean of confidence, clarity, value and cta. */
export const feedbackMean = (f: Feedback) => (f.confidence + f.clarity + f.value + f.cta) / 4;

export interface Rate { hit: number; total: number }
export interface LanguageReport {
  pairwise: Rate;
  riskyCaught: Rate;
  riskyCategory: Rate;
  twinsFlagged: Rate;
  ordinaryFlagged: Rate;
  singles: Rate;
}
export interface SplitReport {
  byLanguage: Record<Language, LanguageReport>;
  topSuggestion: { text: string; share: number };
  topSentence: { text: string; share: number };
  misses: string[];
}

const rate = (): Rate => ({ hit: 0, total: 0 });
const count = (r: Rate, ok: boolean) => ((r.total += 1), ok && (r.hit += 1));
const emptyReport = (): LanguageReport => ({ pairwise: rate(), riskyCaught: rate(), riskyCategory: rate(), twinsFlagged: rate(), ordinaryFlagged: rate(), singles: rate() });

function mostRepeated(feedbacks: Feedback[], split: (s: string) => string[]) {
  const seen = new Map<string, number>();
  for (const f of feedbacks) for (const s of new Set(f.suggestions.flatMap(split))) seen.set(s, (seen.get(s) ?? 0) + 1);
  const [text, n] = [...seen.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return { text, share: feedbacks.length ? n / feedbacks.length : 0 };
}
const sentencesOf = (s: string) => s.split(/(?<=[.!?…])\s+|(?<=[:»"])\s+/).map((x) => x.replace(/^["«]|["»]$/g, '').trim()).filter((x) => x.length > 12);

/** Runs every case of one split through the coach; misses are listed only when asked (never for held-out tuning). */
export async function evaluate(coach: Coach, split: Split, probe?: SingleProbe, listMisses = false): Promise<SplitReport> {
  const byLanguage = { en: emptyReport(), ru: emptyReport() };
  const feedbacks: Feedback[] = [];
  const misses: string[] = [];
  const run = async (message: string, clientLine: string | undefined, language: Language, personality?: DiscType) => {
    const f = await coach({ message, clientLine, language, personality });
    feedbacks.push(f);
    return f;
  };
  for (const c of PAIRS.filter((p) => p.split === split)) {
    const weak = await run(c.weak, c.clientLine, c.language, c.personality);
    const strong = await run(c.strong, c.clientLine, c.language, c.personality);
    const r = byLanguage[c.language];
    const ok = feedbackMean(strong) > feedbackMean(weak);
    count(r.pairwise, ok);
    count(r.ordinaryFlagged, (strong.compliance ?? []).length > 0);
    if (!ok) misses.push(`pair ${c.id} [${c.trap}]: weak ${feedbackMean(weak).toFixed(1)} >= strong ${feedbackMean(strong).toFixed(1)}`);
    if (strong.compliance?.length) misses.push(`pair ${c.id}: strong flagged ${strong.compliance.map((x) => x.category ?? x.kind).join(',')}`);
  }
  for (const c of TWINS.filter((t) => t.split === split)) {
    const r = byLanguage[c.language];
    if (c.risky) {
      const f = await run(c.risky, c.clientLine, c.language);
      const found = f.compliance ?? [];
      count(r.riskyCaught, found.length > 0 && feedbackMean(f) < 50);
      if (c.category !== 'legacy') count(r.riskyCategory, found.some((x) => x.category === c.category));
      if (!found.length) misses.push(`risky ${c.id} [${c.category}] not flagged`);
    }
    if (c.compliant) {
      const f = await run(c.compliant, c.clientLine, c.language);
      count(r.twinsFlagged, (f.compliance ?? []).length > 0);
      if (f.compliance?.length) misses.push(`twin ${c.id} [${c.category}] flagged ${f.compliance.map((x) => x.category ?? x.kind).join(',')}`);
    }
  }
  for (const c of SINGLES.filter((s: SingleCase) => s.split === split)) {
    const f = await run(c.reply, c.clientLine, c.language);
    const wrong = singleMisses(c, f, probe);
    const r = byLanguage[c.language];
    for (const key of Object.keys(c.expect)) count(r.singles, !wrong.some((w) => w.startsWith(`${key}:`)));
    for (const w of wrong) misses.push(`single ${c.id} ${w}`);
  }
  return {
    byLanguage,
    topSuggestion: mostRepeated(feedbacks, (s) => [s]),
    topSentence: mostRepeated(feedbacks, sentencesOf),
    misses: listMisses ? misses : [],
  };
}
