import { recordOf } from '../../../../lib/typed-object';
import type { CallRequest, CallScore, LiveMetrics } from '../../ai-types';
import { clamp } from '../../text/normalize';
import { CALL_TEXTS, type CallGap } from './call-texts';
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

/** The skill each gap costs: the gap on the call's weakest skill is the one to work on first. */
const GAP_SKILL: Record<CallGap, (typeof KEYS)[number]> = {
  pressure: 'rapport', noQuestions: 'rapport', noEmpathy: 'rapport', noEvidence: 'persuasion', noNextStep: 'persuasion',
  fillers: 'clarity', monologue: 'clarity', hedges: 'confidence',
};

/** Pressure first (it loses the client); then by how low the call scored on the skill the gap costs. */
function rankGaps(gaps: CallGap[], mean: LiveMetrics): CallGap[] {
  const weight = (gap: CallGap) => (gap === 'pressure' ? -1 : mean[GAP_SKILL[gap]]);
  return [...gaps].sort((a, b) => weight(a) - weight(b));
}

export function callScore(req: CallRequest): CallScore {
  const t = CALL_TEXTS[req.language];
  const scored = scoreUtterances(req.transcript, req.language, req.personality);
  if (!scored.length) return { overallScore: 0, strengths: [], improvements: [t.empty] };
  const mean: LiveMetrics = recordOf(KEYS, (k) => scored.reduce((s, u) => s + u.metrics[k], 0) / scored.length);
  const f = findings(scored, mean);
  const closedWithStep = scored.slice(-2).some((u) => u.signals.cta.length > 0);
  const overall = (mean.confidence + mean.clarity + mean.persuasion + mean.rapport) / 4 + (closedWithStep ? 5 : 0) + (f.questions >= 2 ? 3 : 0) - (f.pressure ? 5 : 0);
  const strengths = [
    f.questions >= 2 && t.strengths.questions, f.evidence >= 2 && t.strengths.evidence, f.ctas > 0 && t.strengths.nextStep,
    f.empathy > 0 && t.strengths.empathy, f.pressure === 0 && scored.length >= 3 && t.strengths.calm,
    f.clear && t.strengths.clear, f.avgWords <= 35 && t.strengths.concise,
  ].filter((x): x is string => Boolean(x));
  const gaps: [boolean, CallGap][] = [
    [f.pressure > 0, 'pressure'], [f.questions < 2, 'noQuestions'], [f.evidence < 2, 'noEvidence'], [!closedWithStep, 'noNextStep'],
    [f.fillers >= 3, 'fillers'], [f.hedges >= 3, 'hedges'], [f.avgWords > 60, 'monologue'], [f.empathy === 0, 'noEmpathy'],
  ];
  const improvements = rankGaps(gaps.filter(([found]) => found).map(([, gap]) => gap), mean).map((gap) => t.improvements[gap]);
  return { overallScore: clamp(overall), strengths: (strengths.length ? strengths : [t.fallback]).slice(0, 3), improvements: improvements.slice(0, 3) };
}
