import type { ClientReply, Difficulty } from '../ai-types';
import type { ObjectionTopic } from './profile-pools';

export type Reaction = 'warm' | 'coolVague' | 'coolPressure' | 'coolRude' | null;

export type Move =
  | { kind: 'agree' | 'walkAway' | 'wrapUp' | 'ended' | 'tooEarly' | 'unheard' | 'nudge' | 'allRevealed' | 'revealTimeline' }
  | { kind: 'revealBudget'; withTimeline?: boolean }
  | { kind: 'revealNeed'; index: number }
  | { kind: 'objection' | 'objectionAgain'; topic: ObjectionTopic };

/** The client's answer to one agent message: a reaction, maybe relief, and a move. */
export interface Step {
  reaction: Reaction;
  resolved: boolean;
  move: Move;
}

/** Derived by replaying the agent's messages, so nothing but the messages is ever stored. */
export interface ClientState {
  interest: number;
  turn: number;
  needsRevealed: number;
  budgetRevealed: boolean;
  timelineRevealed: boolean;
  objectionsRaised: number;
  pushbacks: number;
  openObjection: ObjectionTopic | null;
  ended: boolean;
  outcome: ClientReply['outcome'];
}

export interface DifficultyRules {
  start: number;
  /** Interest needed before a call to action is accepted. */
  threshold: number;
  /** Facts (needs, budget, timeline) the agent must have uncovered first. */
  discoveries: number;
  /** Times the client pushes back on a deserved call to action before yielding. */
  pushbacks: number;
  gain: number;
  loss: number;
  /** How complete an answer to an objection must be (see addressQuality). */
  resolveQuality: number;
}

export const RULES: Record<Difficulty, DifficultyRules> = {
  easy: { start: 45, threshold: 52, discoveries: 1, pushbacks: 0, gain: 1.25, loss: 0.8, resolveQuality: 1 },
  medium: { start: 38, threshold: 60, discoveries: 1, pushbacks: 1, gain: 1, loss: 1, resolveQuality: 2 },
  hard: { start: 32, threshold: 66, discoveries: 2, pushbacks: 2, gain: 0.85, loss: 1.2, resolveQuality: 3 },
};

export const WALK_AWAY_BELOW = 12;
/** Even a cold client hears the agent out this many times before leaving. */
export const MIN_TURNS_BEFORE_WALKING = 3;
export const MAX_AGENT_TURNS = 14;

export function initialState(difficulty: Difficulty): ClientState {
  return {
    interest: RULES[difficulty].start,
    turn: 0,
    needsRevealed: 0,
    budgetRevealed: false,
    timelineRevealed: false,
    objectionsRaised: 0,
    pushbacks: 0,
    openObjection: null,
    ended: false,
    outcome: 'ongoing',
  };
}

export function discoveries(state: ClientState): number {
  return state.needsRevealed + Number(state.budgetRevealed) + Number(state.timelineRevealed);
}
