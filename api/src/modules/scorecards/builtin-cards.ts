import { resources } from '@app/i18n/resources';
import { DEFAULT_PASS_MARK, type CriterionCheck } from '@app/contracts/scorecards';
import type { BuiltinScenarioId } from '@app/contracts/chat';
import type { CallScenarioId } from '@app/contracts/voice';
import type { Lang } from '../../lib/i18n';
import type { CardCriterion } from '../ai/scorecard-types';

type CardTexts = typeof resources.en.chat.scorecardCards;
type CardKey = keyof CardTexts;
type Plan<K extends CardKey> = { passMark: number; criteria: { id: keyof CardTexts[K] & string; weight: number; check: CriterionCheck }[] };

// The weights say what each scenario is about: an objection scenario weighs the objection most.
const PLANS: { [K in CardKey]: Plan<K> } = {
  'property-inquiry': { passMark: DEFAULT_PASS_MARK, criteria: [
    { id: 'needs-first', weight: 3, check: 'discovery' }, { id: 'budget-timeline', weight: 2, check: 'budget-timeline' },
    { id: 'answers', weight: 2, check: 'answers' }, { id: 'next-step', weight: 2, check: 'next-step' }, { id: 'compliant', weight: 1, check: 'compliance' },
  ] },
  'investment-consultation': { passMark: DEFAULT_PASS_MARK, criteria: [
    { id: 'needs-first', weight: 3, check: 'discovery' }, { id: 'answers', weight: 2, check: 'answers' }, { id: 'evidence', weight: 2, check: 'evidence' },
    { id: 'tone', weight: 1, check: 'tone' }, { id: 'next-step', weight: 2, check: 'next-step' }, { id: 'compliant', weight: 2, check: 'compliance' },
  ] },
  'price-negotiation': { passMark: DEFAULT_PASS_MARK, criteria: [
    { id: 'empathy', weight: 1, check: 'empathy' }, { id: 'objection', weight: 3, check: 'objection' }, { id: 'needs-first', weight: 2, check: 'discovery' },
    { id: 'next-step', weight: 2, check: 'next-step' }, { id: 'compliant', weight: 1, check: 'compliance' },
  ] },
  'investor-price-objection': { passMark: 75, criteria: [
    { id: 'objection', weight: 3, check: 'objection' }, { id: 'needs-first', weight: 2, check: 'discovery' }, { id: 'evidence', weight: 2, check: 'evidence' },
    { id: 'next-step', weight: 2, check: 'next-step' }, { id: 'compliant', weight: 1, check: 'compliance' },
  ] },
  'first-time-buyer-inquiry': { passMark: DEFAULT_PASS_MARK, criteria: [
    { id: 'empathy', weight: 2, check: 'empathy' }, { id: 'needs-first', weight: 2, check: 'discovery' }, { id: 'budget-timeline', weight: 2, check: 'budget-timeline' },
    { id: 'answers', weight: 2, check: 'answers' }, { id: 'next-step', weight: 2, check: 'next-step' }, { id: 'compliant', weight: 1, check: 'compliance' },
  ] },
  'bulk-purchase-negotiation': { passMark: 75, criteria: [
    { id: 'needs-first', weight: 2, check: 'discovery' }, { id: 'objection', weight: 3, check: 'objection' }, { id: 'budget-timeline', weight: 2, check: 'budget-timeline' },
    { id: 'next-step', weight: 2, check: 'next-step' }, { id: 'compliant', weight: 1, check: 'compliance' },
  ] },
  'off-plan-inquiry': { passMark: DEFAULT_PASS_MARK, criteria: [
    { id: 'empathy', weight: 1, check: 'empathy' }, { id: 'objection', weight: 3, check: 'objection' }, { id: 'needs-first', weight: 2, check: 'discovery' },
    { id: 'next-step', weight: 2, check: 'next-step' }, { id: 'compliant', weight: 2, check: 'compliance' },
  ] },
  // Phone-call training scenarios: the same judgments, weighted for what each call is about.
  'first-time-buyer': { passMark: DEFAULT_PASS_MARK, criteria: [
    { id: 'empathy', weight: 2, check: 'empathy' }, { id: 'needs-first', weight: 2, check: 'discovery' }, { id: 'budget-timeline', weight: 2, check: 'budget-timeline' },
    { id: 'answers', weight: 2, check: 'answers' }, { id: 'next-step', weight: 2, check: 'next-step' }, { id: 'compliant', weight: 1, check: 'compliance' },
  ] },
  'luxury-investor': { passMark: 75, criteria: [
    { id: 'needs-first', weight: 2, check: 'discovery' }, { id: 'objection', weight: 3, check: 'objection' }, { id: 'evidence', weight: 2, check: 'evidence' },
    { id: 'tone', weight: 1, check: 'tone' }, { id: 'next-step', weight: 2, check: 'next-step' }, { id: 'compliant', weight: 2, check: 'compliance' },
  ] },
  'urgent-relocation': { passMark: 75, criteria: [
    { id: 'needs-first', weight: 2, check: 'discovery' }, { id: 'budget-timeline', weight: 2, check: 'budget-timeline' }, { id: 'answers', weight: 2, check: 'answers' },
    { id: 'next-step', weight: 3, check: 'next-step' }, { id: 'compliant', weight: 1, check: 'compliance' },
  ] },
  'family-upgrade': { passMark: DEFAULT_PASS_MARK, criteria: [
    { id: 'empathy', weight: 2, check: 'empathy' }, { id: 'needs-first', weight: 3, check: 'discovery' }, { id: 'budget-timeline', weight: 2, check: 'budget-timeline' },
    { id: 'next-step', weight: 2, check: 'next-step' }, { id: 'compliant', weight: 1, check: 'compliance' },
  ] },
  default: { passMark: DEFAULT_PASS_MARK, criteria: [
    { id: 'needs-first', weight: 2, check: 'discovery' }, { id: 'objection', weight: 3, check: 'objection' }, { id: 'budget-timeline', weight: 2, check: 'budget-timeline' },
    { id: 'next-step', weight: 2, check: 'next-step' }, { id: 'compliant', weight: 1, check: 'compliance' },
  ] },
};

export interface ResolvedCard {
  passMark: number;
  criteria: CardCriterion[];
}

/** A built-in chat or call scenario's card (or the default card of an admin scenario without one) in the reader's language. */
export function builtinCard(key: BuiltinScenarioId | CallScenarioId | 'default', lang: Lang): ResolvedCard {
  // Read by criterion id: each plan names only its own card's criteria (the type above checks it).
  const plan: { passMark: number; criteria: { id: string; weight: number; check: CriterionCheck }[] } = PLANS[key];
  const texts: Record<string, { title: string; description: string }> = resources[lang].chat.scorecardCards[key];
  return { passMark: plan.passMark, criteria: plan.criteria.map((c) => ({ ...c, title: texts[c.id].title, description: texts[c.id].description })) };
}
