import type { CallRequest, CallScore, LiveMetrics } from '../../ai-types';
import { clamp } from '../text/normalize';
import { CALL_TEXTS } from './call-texts';
import { scoreUtterances, type ScoredUtterance } from './utterance-metrics';

const KEYS = ['confidence', 'clarity', 'persuasion', 'rapport'] as const;
const NEUTRAL: LiveMetrics = { confidence: 50, clarity: 50, persuasion: 50, rapport: 50 };
// Live bars follow the latest utterance but keep memory of the call.
const RECENCY = 0.5;

export function callMetrics(req: CallRequest): LiveMetrics {
  const scored = scoreUtterances(req.transcript, req.language, req.personality);
  if (!scored.length) return NEUTRAL;
  const live = { ...scored[0].metrics };
  for (const u of scored.slice(1)) for (const k of KEYS) live[k] = live[k] * (1 - RECENCY) + u.metrics[k] * RECENCY;
  return { confidence: clamp(live.confidence), clarity: clamp(live.clarity), persuasion: clamp(live.persuasion), rapport: clamp(live.rapport) };
}

function findings(scored: ScoredUtterance[], mean: LiveMetrics) {
  const count = (pick: (u: ScoredUtterance) => number) => scored.reduce((sum, u) => sum + pick(u), 0);
  const questions = count((u) => u.signals.openQuestions.length);
  const evidence = count((u) => u.signals.numbers.length + u.signals.hits.evidence.length);
  const ctas = count((u) => u.signals.cta.length);
  const empathy = count((u) => u.signals.hits.empathy.length);
  const pressure = count((u) => u.signals.hits.pressure.length);
  const fillers = count((u) => u.signals.hits.filler.length);
  const hedges = count((u) => u.signals.hits.hedge.length);
  const avgWords = count((u) => u.signals.words) / scored.length;
  return { questions, evidence, ctas, empathy, pressure, fillers, hedges, avgWords, clear: mean.clarity >= 75 };
}

export function callScore(req: CallRequest): CallScore {
  const t = CALL_TEXTS[req.language];
  const scored = scoreUtterances(req.transcript, req.language, req.personality);
  if (!scored.length) return { overallScore: 0, strengths: [], improvements: [t.empty] };
  const mean = Object.fromEntries(KEYS.map((k) => [k, scored.reduce((s, u) => s + u.metrics[k], 0) / scored.length])) as LiveMetrics;
  const f = findings(scored, mean);
  const closedWithStep = scored.slice(-2).some((u) => u.signals.cta.length > 0);
  const overall = (mean.confidence + mean.clarity + mean.persuasion + mean.rapport) / 4 + (closedWithStep ? 5 : 0) + (f.questions >= 2 ? 3 : 0) - (f.pressure ? 5 : 0);
  const strengths = [
    f.questions >= 2 && t.strengths.questions, f.evidence >= 2 && t.strengths.evidence, f.ctas > 0 && t.strengths.nextStep,
    f.empathy > 0 && t.strengths.empathy, f.pressure === 0 && scored.length >= 3 && t.strengths.calm,
    f.clear && t.strengths.clear, f.avgWords <= 35 && t.strengths.concise,
  ].filter((x): x is string => Boolean(x));
  const improvements = [
    f.pressure > 0 && t.improvements.pressure, f.questions < 2 && t.improvements.noQuestions, f.evidence < 2 && t.improvements.noEvidence,
    !closedWithStep && t.improvements.noNextStep, f.fillers >= 3 && t.improvements.fillers, f.hedges >= 3 && t.improvements.hedges,
    f.avgWords > 60 && t.improvements.monologue, f.empathy === 0 && t.improvements.noEmpathy,
  ].filter((x): x is string => Boolean(x));
  return { overallScore: clamp(overall), strengths: (strengths.length ? strengths : [t.fallback]).slice(0, 3), improvements: improvements.slice(0, 3) };
}
