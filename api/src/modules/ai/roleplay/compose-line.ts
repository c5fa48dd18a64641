import { normalizeText } from '../text/normalize';
import { seededOrder } from '../text/seeded';
import type { ClientProfile } from './client-profile';
import type { Step } from './client-state';
import type { ClientLines, LineKind } from './lines/line-types';

const STARTS_SENTENCE = /(^|[.!?…]\s+)$/;
const KEEPS_CAPITAL = /^(I\b|I'|[A-Z]{2,}|\$)/;

/** Fills slots, capitalising at a sentence start and lower-casing mid-sentence. */
export function fillSlots(template: string, slots: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_match, key: string, offset: number) => {
    const value = slots[key] ?? '';
    if (STARTS_SENTENCE.test(template.slice(0, offset))) return value.charAt(0).toUpperCase() + value.slice(1);
    return KEEPS_CAPITAL.test(value) ? value : value.charAt(0).toLowerCase() + value.slice(1);
  });
}

function slotsFor(step: Step, profile: ClientProfile): Record<string, string> {
  const move = step.move;
  return {
    need: move.kind === 'revealNeed' ? profile.needs[move.index] : '',
    budget: profile.budget,
    timeline: profile.timeline,
    objection: move.kind === 'objection' || move.kind === 'objectionAgain' ? profile.objectionText(move.topic) : '',
    concern: move.kind === 'objection' || move.kind === 'objectionAgain' ? profile.concernText(move.topic) : '',
  };
}

function leadKind(step: Step): LineKind | null {
  if (step.resolved) return 'resolved';
  if (step.move.kind === 'agree' || step.move.kind === 'ended' || step.move.kind === 'wrapUp') return null;
  return step.reaction;
}

/**
 * Joins a reaction and a move into a line the client has not said yet: fresh parts first,
 * then any unused combination, so a session never repeats itself.
 */
export function composeLine(step: Step, lines: ClientLines, profile: ClientProfile, said: readonly string[], seed: string): string {
  const slots = slotsFor(step, profile);
  const lead = leadKind(step);
  const leads = lead ? seededOrder(lines[lead], `${seed}|lead`) : ['', ...seededOrder(lines.ack, `${seed}|ack`)];
  const firsts = seededOrder(lines[step.move.kind], `${seed}|move`).map((t) => fillSlots(t, slots));
  // A question about budget and timeline gets both answers, in one message.
  const seconds = step.move.kind === 'revealBudget' && step.move.withTimeline
    ? seededOrder(lines.revealTimeline, `${seed}|second`).map((t) => fillSlots(t, slots))
    : [''];
  const moves = firsts.flatMap((a) => seconds.map((b) => (b ? `${a} ${b}` : a)));
  const saidNorm = said.map(normalizeText);
  const fresh = (part: string) => part === '' || !saidNorm.some((s) => s.includes(normalizeText(part)));
  const pair = (l: string, mv: string) => ({ l, mv, line: l ? `${l} ${mv}` : mv });
  const pairs = leads.flatMap((l) => moves.map((mv) => pair(l, mv)));
  const unsaid = (p: { line: string }) => !saidNorm.includes(normalizeText(p.line));
  // Last resort before repeating: trade the reaction for a neutral acknowledgement.
  const neutral = () => ['', ...lines.ack].flatMap((l) => moves.map((mv) => pair(l, mv))).find(unsaid);
  const pick =
    pairs.find((p) => fresh(p.l) && fresh(p.mv)) ?? pairs.find((p) => fresh(p.mv)) ?? pairs.find(unsaid) ?? neutral() ?? pairs[0];
  return pick.line;
}
