import * as z from '@app/contracts/zod';
import { safeText } from './safe-text';
import { callScorecardSchema } from './scorecards';

/** Voice practice scenarios (spec 000 §3); their texts live in the i18n `voice` namespace. */
export const VOICE_SCENARIO_IDS = ['price-objection', 'first-inquiry', 'urgent-viewing'] as const;
export const voiceScenarioIdSchema = z.enum(VOICE_SCENARIO_IDS);
export type VoiceScenarioId = z.infer<typeof voiceScenarioIdSchema>;

/** Speaking pace band the analysis compares against (words per minute). */
export const PACE_BAND = { min: 120, max: 160 } as const;
export const MAX_TRANSCRIPT_LENGTH = 10_000;

export const acousticSchema = z.object({
  speakingTimeSec: z.number().min(0).max(3600).optional(),
  pauseCount: z.number().int().min(0).max(10_000).optional(),
  longPauseCount: z.number().int().min(0).max(10_000).optional(),
  loudnessVariation: z.number().min(0).max(10).optional(),
});

/** POST /api/analyze-voice: the spec's {transcript, scenario} plus optional measurements. */
export const analyzeVoiceBodySchema = z.object({
  transcript: z.string().trim().min(1, 'validation.required').max(MAX_TRANSCRIPT_LENGTH, 'validation.tooLong'),
  // Only the voice practice scenarios exist: anything else is refused, never stored.
  scenario: z.enum(VOICE_SCENARIO_IDS, { error: 'voice:errors.voiceScenarioUnknown' }),
  durationSec: z.number().min(0).max(3600).optional(),
  /**
   * Where the words came from: `speech` when they are what speech-to-text recognised in this
   * recording (unedited). Pace and energy are measured only then; typed words say nothing about
   * how they were spoken, so without it the analysis leaves them unmeasured.
   */
  transcriptSource: z.enum(['speech', 'typed']).optional(),
  acoustic: acousticSchema.optional(),
});
export type AnalyzeVoiceBody = z.infer<typeof analyzeVoiceBodySchema>;

export const voiceAnalysisSchema = z.object({
  id: z.number().int(),
  score: z.number(),
  confidence: z.number(),
  clarity: z.number(),
  /** null: not measured (no recognised speech with a duration). */
  energy: z.number().nullable(),
  fillerWords: z.object({ count: z.number(), words: z.array(z.object({ word: z.string(), count: z.number() })) }),
  /** wpm and rating are null when the pace could not be measured (typed words, no recording). */
  pace: z.object({ wpm: z.number().nullable(), rating: z.enum(['slow', 'good', 'fast']).nullable(), band: z.object({ min: z.number(), max: z.number() }) }),
  feedback: z.string(),
  suggestions: z.array(z.string()),
  createdAt: z.string(),
});
export type VoiceAnalysisResult = z.infer<typeof voiceAnalysisSchema>;

export const voiceAttemptSchema = z.object({
  id: z.number().int(),
  scenario: z.string(),
  score: z.number(),
  durationSec: z.number(),
  transcript: z.string(),
  createdAt: z.string(),
});
export type VoiceAttempt = z.infer<typeof voiceAttemptSchema>;

/** Phone-call scenarios (spec 001 §3) with the AI client's personality. */
export const CALL_SCENARIOS = [
  { id: 'first-time-buyer', personality: 'S', difficulty: 'medium' },
  { id: 'luxury-investor', personality: 'C', difficulty: 'hard' },
  { id: 'urgent-relocation', personality: 'D', difficulty: 'hard' },
  { id: 'family-upgrade', personality: 'I', difficulty: 'easy' },
] as const;
export type CallScenarioId = (typeof CALL_SCENARIOS)[number]['id'];
export const callScenarioIdSchema = z.enum(CALL_SCENARIOS.map((s) => s.id) as [CallScenarioId, ...CallScenarioId[]]);

export const callMetricsSchema = z.object({ confidence: z.number(), clarity: z.number(), persuasion: z.number(), rapport: z.number() });
export type CallMetrics = z.infer<typeof callMetricsSchema>;

export const transcriptEntrySchema = z.object({
  id: z.number().int(),
  speaker: z.enum(['agent', 'client']),
  text: z.string(),
  timestamp: z.string(),
});
export type TranscriptEntry = z.infer<typeof transcriptEntrySchema>;

export const startCallResponseSchema = z.object({
  callSid: z.string(),
  status: z.string(),
  provider: z.enum(['simulated', 'twilio']),
  /** Simulated calls: the client's first line, already in the transcript. */
  opening: transcriptEntrySchema.optional(),
});

export const callTurnResponseSchema = z.object({
  agent: transcriptEntrySchema,
  client: transcriptEntrySchema.nullable(),
  metrics: callMetricsSchema,
  ended: z.boolean(),
});
export type CallTurnResponse = z.infer<typeof callTurnResponseSchema>;

/** GET /api/calls/last-number: the number the user's last training call went to (null before any). */
/** POST /api/transcribe answers the recording's words. */
export const transcriptionSchema = z.object({ transcript: z.string() });

export const lastPhoneNumberSchema = z.object({ phoneNumber: z.string().nullable() });
export type LastPhoneNumber = z.infer<typeof lastPhoneNumberSchema>;

export const callScoreResponseSchema = z.object({
  overallScore: z.number(),
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
  /** Issue 24: the call on its scenario's card (the session card's shape with `callSid` for `sessionId`); null for a call scored before cards. */
  scorecard: callScorecardSchema.nullable().optional(),
});
export type CallScoreResponse = z.infer<typeof callScoreResponseSchema>;

export const callInsightSchema = z.object({
  id: z.number().int(),
  callSid: z.string(),
  clientName: z.string(),
  scenario: z.string(),
  difficulty: z.string(),
  personality: z.string(),
  overallScore: z.number(),
  duration: z.number(),
  completedAt: z.string(),
  metrics: callMetricsSchema,
  aiAnalysis: z.object({ summary: z.string() }),
});
export type CallInsight = z.infer<typeof callInsightSchema>;

/** Messages the server sends on /ws-call-insights. */
export type CallSocketMessage =
  | { type: 'subscribed'; callSid: string }
  | { type: 'transcript'; callSid: string; entry: TranscriptEntry; text: string }
  | { type: 'metrics'; callSid: string; metrics: CallMetrics }
  | { type: 'call_status'; callSid: string; status: string }
  | { type: 'error'; message: string };

/** Improvement trend: mean of the newer half of scores minus the older half (percentage points). */
export function improvementTrend(scoresOldestFirst: number[]): number | null {
  if (scoresOldestFirst.length < 2) return null;
  const half = Math.floor(scoresOldestFirst.length / 2);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.round(mean(scoresOldestFirst.slice(-half)) - mean(scoresOldestFirst.slice(0, half)));
}

// ---- call request bodies (POST /api/twilio/start-call, end-call, a call's turns) ----

// The spec sends {phoneNumber, scenario, agentNumber}; agentNumber was a placeholder and is ignored.
export const startCallBodySchema = z.object({
  phoneNumber: z.string({ error: 'voice:errors.phoneRequired' }).trim().min(1, 'voice:errors.phoneRequired').max(40, 'voice:errors.phoneInvalid'),
  scenario: z.string({ error: 'voice:errors.scenarioRequired' }).min(1, 'voice:errors.scenarioRequired').max(100),
  agentNumber: z.unknown().optional(),
});
export const callSidSchema = z.string().regex(/^[A-Za-z0-9]{10,64}$/, 'voice:errors.callNotFound');
export const endCallBodySchema = z.object({ callSid: callSidSchema });
export const callTurnBodySchema = z.object({ text: z.string().trim().min(1, 'validation.required').max(MAX_TRANSCRIPT_LENGTH, 'validation.tooLong').superRefine(safeText({ multiline: true })) });
