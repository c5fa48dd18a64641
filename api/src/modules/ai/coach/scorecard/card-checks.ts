import type { CriterionCheck } from '@app/contracts/scorecards';
import type { DiscType } from '../../ai-types';
import type { CriterionJudgment } from '../../scorecard-types';
import type { FeedbackTexts } from '../feedback/feedback-texts';
import { tryLine } from '../feedback/try-line';
import type { ClientRead } from '../judge/read-client';
import type { CardLines } from './card-lines';
import { sentenceWith, type CardTurn } from './card-turns';

export interface CheckContext {
  turns: CardTurn[];
  lines: CardLines;
  feedback: FeedbackTexts;
  personality?: DiscType;
}

type Verdict = Omit<CriterionJudgment, 'id'>;
const verdict = (status: Verdict['status'], turn: CardTurn | undefined, evidence: string | null, betterLine: string | null = null): Verdict => ({
  status,
  evidence: turn ? evidence : null,
  messageId: turn && evidence ? turn.messageId : null,
  betterLine: status === 'met' ? null : betterLine,
});
const rank = { met: 2, partial: 1, missed: 0 } as const;
const firstClient = (ctx: CheckContext) => ctx.turns.find((t) => t.j.client)?.j.client ?? null;
const answerLine = (ctx: CheckContext, client: ClientRead | null, turn?: CardTurn) => tryLine(ctx.feedback, client, ctx.personality, `${turn?.messageId ?? 0}`);

/** Finds out the need before pitching: an open question before (or with) the first proposal. */
function discovery(ctx: CheckContext): Verdict {
  const firstStep = ctx.turns.find((t) => t.j.step)?.index ?? Infinity;
  const [open] = ctx.turns.flatMap((turn) => {
    const ask = turn.index <= firstStep ? turn.asks.find((q) => q.type === 'open') : undefined;
    return ask ? [{ turn, ask }] : [];
  });
  const better = ctx.lines.discovery(firstClient(ctx)?.quote ?? null);
  if (open) return verdict('met', open.turn, open.ask.text);
  const late = ctx.turns.find((t) => t.asks.length > 0);
  return late ? verdict('partial', late, late.asks[0].text, better) : verdict('missed', undefined, null, better);
}

/** Asks about budget (price, fees) and timeline. */
function budgetTimeline(ctx: CheckContext): Verdict {
  const asked = (topics: string[]) => {
    for (const t of ctx.turns) {
      const q = t.asks.find((a) => a.topics.some((topic) => topics.includes(topic)));
      if (q) return { turn: t, text: q.text };
    }
    return null;
  };
  const budget = asked(['price', 'fees']);
  const timeline = asked(['timeline']);
  if (budget && timeline) {
    const quote = budget.text === timeline.text || budget.turn !== timeline.turn ? budget.text : `${budget.text} ${timeline.text}`;
    return verdict('met', budget.turn, quote);
  }
  if (budget) return verdict('partial', budget.turn, budget.text, ctx.lines.timeline);
  if (timeline) return verdict('partial', timeline.turn, timeline.text, ctx.lines.budget);
  return verdict('missed', undefined, null, ctx.lines.budgetAndTimeline);
}

/** How well one reply dealt with what the client raised; an objection is met only with substance behind the answer. */
function handled(t: CardTurn, needsSubstance: boolean): keyof typeof rank {
  const { j } = t;
  const substance = (j.figures.relevant.length || j.evidence.length || j.honestUnknown || j.caution.honest.length) && !j.overclaim;
  if (j.addressed === 'yes') return !needsSubstance || substance ? 'met' : 'partial';
  return j.addressed === 'partial' ? 'partial' : 'missed';
}

/** Graded over the replies that owed the client something: all handled is met, some is partial. */
function graded(ctx: CheckContext, owed: CardTurn[], needsSubstance: boolean): Verdict {
  const grades = owed.map((t) => ({ t, g: handled(t, needsSubstance) }));
  const best = [...grades].sort((a, b) => rank[b.g] - rank[a.g])[0];
  const worst = [...grades].sort((a, b) => rank[a.g] - rank[b.g])[0];
  const status = grades.every((x) => x.g === 'met') ? 'met' : grades.some((x) => x.g !== 'missed') ? 'partial' : 'missed';
  const evidence = best.g === 'missed' ? null : best.t.j.answer ?? sentenceWith(best.t, null);
  return verdict(status, best.t, evidence, answerLine(ctx, worst.t.j.client, worst.t));
}

/** Answers the client's objection or doubt with evidence; without one, the client's questions. */
function objection(ctx: CheckContext): Verdict {
  const concerns = ctx.turns.filter((t) => t.j.client?.concern);
  return concerns.length ? graded(ctx, concerns, true) : answers(ctx);
}

function answers(ctx: CheckContext): Verdict {
  const owed = ctx.turns.filter((t) => t.j.addressed !== 'n/a');
  if (owed.length) return graded(ctx, owed, false);
  const onTopic = ctx.turns.find((t) => !t.j.offTopic);
  return onTopic ? verdict('met', onTopic, sentenceWith(onTopic, null)) : verdict('missed', undefined, null, answerLine(ctx, firstClient(ctx)));
}

/** A concrete next step that fits the moment; a timed one is met. */
function nextStep(ctx: CheckContext): Verdict {
  const steps = ctx.turns.flatMap((turn) => (turn.j.step ? [{ turn, step: turn.j.step }] : []));
  const fitting = steps.filter(({ step }) => step.fit === 'fitting');
  const timed = fitting.find(({ step }) => step.timed);
  if (timed) return verdict('met', timed.turn, timed.step.text);
  const any = fitting[0] ?? steps[0];
  const afterConcern = ctx.turns.some((t) => t.j.client?.concern);
  return any ? verdict('partial', any.turn, any.step.text, ctx.lines.nextStep(afterConcern)) : verdict('missed', undefined, null, ctx.lines.nextStep(afterConcern));
}

/** Acknowledges the client's concern before answering it. */
function empathy(ctx: CheckContext): Verdict {
  const concerns = ctx.turns.filter((t) => t.j.client?.concern);
  const felt = concerns.find((t) => t.j.acknowledged) ?? (!concerns.length ? ctx.turns.find((t) => t.j.acknowledged) : undefined);
  if (felt) return verdict('met', felt, sentenceWith(felt, felt.j.acknowledged));
  const quote = concerns[0]?.j.client?.quote ?? firstClient(ctx)?.quote ?? '';
  const elsewhere = ctx.turns.find((t) => t.j.acknowledged);
  return elsewhere ? verdict('partial', elsewhere, sentenceWith(elsewhere, elsewhere.j.acknowledged), ctx.lines.empathy(quote)) : verdict('missed', undefined, null, ctx.lines.empathy(quote));
}

/** Backs what it says with figures or facts that answer the client. */
function evidence(ctx: CheckContext): Verdict {
  const relevant = ctx.turns.find((t) => t.j.figures.relevant.length || (t.j.evidence.length && t.j.addressed !== 'no'));
  if (relevant) return verdict('met', relevant, sentenceWith(relevant, relevant.j.figures.relevant[0]?.text ?? relevant.j.evidence[0]));
  const stray = ctx.turns.find((t) => t.j.figures.irrelevant.length);
  const client = ctx.turns.find((t) => t.j.client?.topics.length)?.j.client ?? firstClient(ctx);
  return stray ? verdict('partial', stray, sentenceWith(stray, stray.j.figures.irrelevant[0].text), answerLine(ctx, client)) : verdict('missed', undefined, null, answerLine(ctx, client));
}

/** Calm and respectful: no pressure, talking down or rudeness. */
function tone(ctx: CheckContext): Verdict {
  const slips = ctx.turns.flatMap((t) => [...t.j.tone.rude, ...t.j.tone.condescending, ...t.j.tone.pressure].map((phrase) => ({ t, phrase })));
  if (!slips.length) {
    const calm = ctx.turns.find((t) => t.j.acknowledged) ?? ctx.turns[0];
    return verdict('met', calm, calm ? sentenceWith(calm, calm.j.acknowledged) : null);
  }
  const { t, phrase } = slips[0];
  return verdict(slips.length === 1 ? 'partial' : 'missed', t, sentenceWith(t, phrase), ctx.lines.calm(phrase));
}

/** Compliance is decided by the deterministic gate over the stored feedback; here it is only a placeholder. */
const compliance = (): Verdict => ({ status: 'met', evidence: null, messageId: null, betterLine: null });

export const CHECKS: Record<CriterionCheck, (ctx: CheckContext) => Verdict> = {
  discovery, 'budget-timeline': budgetTimeline, objection, answers, 'next-step': nextStep, empathy, evidence, tone, compliance,
};
