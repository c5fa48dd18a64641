import type { Difficulty, DiscType } from '../ai-types';
import type { LineSignals } from '../signals/line-signals';
import type { MessageSignals } from '../signals/message-signals';
import { clamp } from '../text/normalize';
import type { ClientProfile } from './client-profile';
import {
  discoveries, MAX_AGENT_TURNS, MIN_TURNS_BEFORE_WALKING, RULES, WALK_AWAY_BELOW,
  type ClientState, type Move, type Reaction, type Step,
} from './client-state';
import { addressQuality, interestDelta, reactionTo } from './turn-effects';

export interface StepContext {
  profile: ClientProfile;
  personality: DiscType;
  difficulty: Difficulty;
}

function reveal(s: ClientState, m: MessageSignals, profile: ClientProfile): Move {
  if (m.topics.includes('price') && !s.budgetRevealed) {
    const withTimeline = m.topics.includes('timeline') && !s.timelineRevealed;
    s.budgetRevealed = true;
    s.timelineRevealed ||= withTimeline;
    return { kind: 'revealBudget', withTimeline };
  }
  if (m.topics.includes('timeline') && !s.timelineRevealed) return (s.timelineRevealed = true), { kind: 'revealTimeline' };
  if (s.needsRevealed < profile.needs.length) return { kind: 'revealNeed', index: s.needsRevealed++ };
  if (!s.budgetRevealed) return (s.budgetRevealed = true), { kind: 'revealBudget' };
  if (!s.timelineRevealed) return (s.timelineRevealed = true), { kind: 'revealTimeline' };
  return { kind: 'allRevealed' };
}

function end(s: ClientState, outcome: ClientState['outcome'], reaction: Reaction, move: Move, resolved = false): Step {
  s.ended = true;
  s.outcome = outcome;
  return { reaction, resolved, move };
}

function raiseObjection(s: ClientState, profile: ClientProfile): Move {
  const topic = profile.objections[s.objectionsRaised++];
  s.openObjection = topic;
  return { kind: 'objection', topic };
}

/** Applies one agent message to the state (mutating it) and says how the client answers. */
export function step(s: ClientState, m: MessageSignals, client: LineSignals | null, ctx: StepContext): Step {
  if (s.ended) return { reaction: null, resolved: false, move: { kind: 'ended' } };
  const rules = RULES[ctx.difficulty];
  s.turn += 1;
  s.interest = clamp(s.interest + interestDelta(m, client, ctx.personality, rules));
  const reaction = reactionTo(m, client, ctx.personality);
  if ((s.turn >= MIN_TURNS_BEFORE_WALKING && s.interest < WALK_AWAY_BELOW) || (m.hits.rude.length > 0 && s.interest < 25)) {
    return end(s, 'walked-away', reaction, { kind: 'walkAway' });
  }
  let resolved = false;
  if (s.openObjection) {
    if (addressQuality(m, s.openObjection) < rules.resolveQuality) {
      s.interest = clamp(s.interest - 4 * rules.loss);
      return { reaction, resolved, move: { kind: 'objectionAgain', topic: s.openObjection } };
    }
    s.openObjection = null;
    s.interest = clamp(s.interest + 6);
    resolved = true;
  }
  if (m.cta.length > 0) {
    const earned = s.interest >= rules.threshold && discoveries(s) >= rules.discoveries;
    const canObject = s.objectionsRaised < ctx.profile.objections.length;
    if (earned && s.pushbacks < rules.pushbacks && canObject) {
      s.pushbacks += 1;
      return { reaction: reaction === 'warm' ? null : reaction, resolved, move: raiseObjection(s, ctx.profile) };
    }
    if (earned) return end(s, 'next-step', null, { kind: 'agree' }, resolved);
    if (!m.questions.some((q) => !m.cta.includes(q))) {
      s.interest = clamp(s.interest - 2 * rules.loss);
      return { reaction, resolved, move: { kind: discoveries(s) === 0 ? 'unheard' : 'tooEarly' } };
    }
  }
  if (s.turn >= MAX_AGENT_TURNS) return end(s, 'wrapped-up', null, { kind: 'wrapUp' }, resolved);
  // One objection surfaces on its own; the rest are kept as push-backs on a call to action.
  const spontaneous = ctx.profile.objections.length - rules.pushbacks;
  if (!resolved && s.turn >= 3 && !m.cta.length && s.objectionsRaised < spontaneous) {
    return { reaction, resolved, move: raiseObjection(s, ctx.profile) };
  }
  const move = m.questions.length > 0 || m.openQuestions.length > 0 ? reveal(s, m, ctx.profile) : { kind: 'nudge' as const };
  return { reaction, resolved, move };
}
