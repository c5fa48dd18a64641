import type { z } from 'zod';
import { typedKeys } from '../../lib/typed-object';
import {
  callInputSchema, discInputSchema, feedbackInputSchema, quizGradeInputSchema, roleplayInputSchema, voiceInputSchema,
  type CallScore, type ClientReply, type DiscInference, type Feedback, type LiveMetrics, type QuizGrade, type VoiceReading,
} from './ai-types';
import { scoreCardInputSchema, type CriterionJudgment } from './scorecard-types';

/**
 * Every AI capability, declared once: the schema its input is parsed with (by the engine, before
 * any provider sees it) and, in `Answers`, what it answers. Providers, the fallback and the engine
 * are typed from these two.
 */
export const CAPABILITY_INPUTS = {
  openingLine: roleplayInputSchema,
  clientReply: roleplayInputSchema,
  messageFeedback: feedbackInputSchema,
  analyzeVoice: voiceInputSchema,
  callMetrics: callInputSchema,
  callScore: callInputSchema,
  gradeQuizAnswer: quizGradeInputSchema,
  inferDisc: discInputSchema,
  /** A conversation judged against a scenario's scorecard, criterion by criterion. */
  scoreCard: scoreCardInputSchema,
};

export type Capability = keyof typeof CAPABILITY_INPUTS;

interface Answers extends Record<Capability, unknown> {
  openingLine: ClientReply;
  clientReply: ClientReply;
  messageFeedback: Feedback;
  analyzeVoice: VoiceReading;
  callMetrics: LiveMetrics;
  callScore: CallScore;
  gradeQuizAnswer: QuizGrade;
  inferDisc: DiscInference;
  scoreCard: CriterionJudgment[];
}

type Schemas = typeof CAPABILITY_INPUTS;
/** A capability's input as a provider gets it: validated and defaulted. */
export type ProviderInput<K extends Capability> = z.output<Schemas[K]>;
export type Answer<K extends Capability> = Answers[K];
/** A capability's input as callers hand it to the engine. */
export type EngineInput<K extends Capability> = z.input<Schemas[K]>;

/** What a provider implements: inputs already validated and defaulted by the engine. */
export type AiProvider = { [K in Capability]: (input: ProviderInput<K>) => Promise<Answer<K>> };

/** What the rest of the API calls: inputs as they come, validated by the engine. */
export type AiCapabilities = { [K in Capability]: (input: EngineInput<K>) => Promise<Answer<K>> };

const CAPABILITIES = typedKeys(CAPABILITY_INPUTS);

/** A capability's input validated and defaulted with its schema (the schema lookup loses K, hence the cast). */
export function parseInput<K extends Capability>(capability: K, input: EngineInput<K>): ProviderInput<K> {
  return CAPABILITY_INPUTS[capability].parse(input) as ProviderInput<K>;
}

/** A provider with one function per capability, made by `make` (the fallback's). */
export function providerOf(make: <K extends Capability>(capability: K) => (input: ProviderInput<K>) => Promise<Answer<K>>): AiProvider {
  return Object.fromEntries(CAPABILITIES.map((capability) => [capability, make(capability)])) as AiProvider;
}

/** The engine's functions, one per capability, made by `make`. */
export function capabilitiesOf(make: <K extends Capability>(capability: K) => (input: EngineInput<K>) => Promise<Answer<K>>): AiCapabilities {
  return Object.fromEntries(CAPABILITIES.map((capability) => [capability, make(capability)])) as AiCapabilities;
}

export interface AiLogger {
  warn(obj: unknown, msg?: string): void;
}
