import type { Feedback } from '../src/modules/ai/ai-types';
import type { Judgments } from '../src/modules/ai/coach/judge/judge-reply';
import type { SingleCase } from './case-sets';

/** The embedded coach's judgments for a reply; other providers are checked on their metrics only. */
export type SingleProbe = (c: SingleCase) => Judgments;

const band = (n: number, want: 'low' | 'high') => (want === 'low' ? n < 50 : n >= 60);

function judged(j: Judgments) {
  const types = j.questions.map((q) => q.type);
  const questionType = types.includes('leading') ? 'leading' : types.includes('open') ? 'open' : types.includes('closed') ? 'closed' : 'none';
  const tone = j.tone.rude.length ? 'rude' : j.tone.condescending.length ? 'condescending' : j.tone.pressure.length ? 'pressuring' : 'respectful';
  return {
    questionType,
    nextStep: j.step ? j.step.fit : 'none',
    addressed: j.addressed === 'yes' || j.addressed === 'n/a',
    languageMatch: j.language === j.session,
    tone,
  } as Record<string, unknown>;
}

/** The expected properties this feedback (and, for the embedded coach, its judgments) got wrong. */
export function singleMisses(c: SingleCase, f: Feedback, probe?: SingleProbe): string[] {
  const got: Record<string, unknown> = probe ? judged(probe(c)) : {};
  const out: string[] = [];
  for (const [key, want] of Object.entries(c.expect)) {
    if (key === 'cta' || key === 'value') {
      if (!band(f[key], want as 'low' | 'high')) out.push(`${key}: want ${want}, got ${f[key]}`);
    } else if (key === 'overall') {
      const mean = (f.confidence + f.clarity + f.value + f.cta) / 4;
      if (!band(mean, want as 'low' | 'high')) out.push(`${key}: want ${want}, got ${mean.toFixed(0)}`);
    } else if (probe && got[key] !== want) {
      out.push(`${key}: want ${String(want)}, got ${String(got[key])}`);
    }
  }
  return out;
}
