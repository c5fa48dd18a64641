import * as z from '@app/contracts/zod';
import { chatSessionSchema } from './chat';
import { safeText } from './safe-text';

// Scorecards (issue 24): every scenario has a pass mark and 3 to 8 weighted criteria; a finished
// session is scored on its scenario's card from the coach's judgments.

export const MIN_CRITERIA = 3;
export const MAX_CRITERIA = 8;
export const DEFAULT_PASS_MARK = 70;
/** Medals start at these scores, and never below the card's pass mark. */
export const MEDAL_THRESHOLDS = { bronze: 70, silver: 80, gold: 90 } as const;
export const MEDALS = ['bronze', 'silver', 'gold'] as const;
export const medalSchema = z.enum(MEDALS);
export type Medal = z.infer<typeof medalSchema>;

/**
 * What the built-in coach can judge a criterion on: each reads the per-message judgments (topic
 * and act addressed, question type, next step and its fit, compliance). A criterion with no check
 * is judged only by the `openai` provider, which receives the criterion's words as written.
 */
export const CRITERION_CHECKS = ['discovery', 'budget-timeline', 'objection', 'answers', 'next-step', 'empathy', 'evidence', 'tone', 'compliance'] as const;
export const criterionCheckSchema = z.enum(CRITERION_CHECKS);
export type CriterionCheck = z.infer<typeof criterionCheckSchema>;

/** unjudged: the built-in coach cannot check this criterion and no model judged it; it is left out of the score. */
export const CRITERION_STATUSES = ['met', 'partial', 'missed', 'unjudged'] as const;
export const criterionStatusSchema = z.enum(CRITERION_STATUSES);
export type CriterionStatus = z.infer<typeof criterionStatusSchema>;

const percent = z.number().int().min(0).max(100);
const weight = z.number().int('knowledge:scorecard.errors.criterionWeight').min(1, 'knowledge:scorecard.errors.criterionWeight').max(10, 'knowledge:scorecard.errors.criterionWeight');

export const scorecardCriterionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  weight: z.number().int().min(1).max(10),
});
export type ScorecardCriterion = z.infer<typeof scorecardCriterionSchema>;

/** GET /api/scenarios/:scenarioId/scorecard, in the caller's language. */
export const scenarioScorecardSchema = z.object({
  scenarioId: z.string(),
  passMark: percent,
  criteria: z.array(scorecardCriterionSchema),
});
export type ScenarioScorecard = z.infer<typeof scenarioScorecardSchema>;

const line = (max: number) => z.string().trim().max(max, 'knowledge:errors.tooLong').superRefine(safeText({ multiline: false }));

/** The `scorecard` of POST/PUT /api/scenarios: free-text criteria (messages are i18n keys). */
export const scorecardInputSchema = z.object({
  passMark: z.number('knowledge:scorecard.errors.passMark').int('knowledge:scorecard.errors.passMark').min(0, 'knowledge:scorecard.errors.passMark').max(100, 'knowledge:scorecard.errors.passMark'),
  criteria: z
    .array(z.object({ title: line(80).min(1, 'knowledge:scorecard.errors.criterionTitle'), description: line(240).default(''), weight }))
    .min(MIN_CRITERIA, 'knowledge:scorecard.errors.tooFewCriteria')
    .max(MAX_CRITERIA, 'knowledge:scorecard.errors.tooManyCriteria'),
});
export type ScorecardInput = z.input<typeof scorecardInputSchema>;

/** A criterion as admins see it: which judgment the built-in coach checks it with (null: only the openai provider). */
export const adminCriterionSchema = scorecardCriterionSchema.extend({ check: criterionCheckSchema.nullable() });
export const adminScorecardSchema = z.object({ passMark: percent, criteria: z.array(adminCriterionSchema) });
export type AdminScorecard = z.infer<typeof adminScorecardSchema>;

export const complianceFindingSchema = z.object({
  category: z.string(),
  quote: z.string(),
  explanation: z.string(),
  compliantLine: z.string(),
});
export type ComplianceFinding = z.infer<typeof complianceFindingSchema>;

export const criterionResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  weight: z.number().int(),
  status: criterionStatusSchema,
  /** The agent's own words that earned it. */
  evidence: z.string().nullable(),
  messageId: z.number().int().nullable(),
  /** For a partial or missed criterion: a line that would have earned it in this conversation. */
  betterLine: z.string().nullable(),
});
export type CriterionResult = z.infer<typeof criterionResultSchema>;

/** GET /api/sessions/:id/scorecard, and `scorecard` in the PATCH completion answer. */
export const sessionScorecardSchema = z.object({
  sessionId: z.number().int(),
  scenarioId: z.string(),
  passMark: percent,
  score: percent,
  passed: z.boolean(),
  medal: medalSchema.nullable(),
  criteria: z.array(criterionResultSchema),
  compliance: z.object({ passed: z.boolean(), findings: z.array(complianceFindingSchema) }),
});
export type SessionScorecard = z.infer<typeof sessionScorecardSchema>;

/**
 * A conversation filled in on its scenario's card, whatever was scored: the session card without
 * its `sessionId`. A call's card (`scorecard` of GET /api/call-score/:callSid) names the call
 * instead (`callSid`, and `messageId` is the id of the call's transcript entry); a pasted
 * transcript (POST /api/scorecards/score-transcript) names neither, and `messageId` is the index
 * (from 0) of the agent's line in the transcript as it was read.
 */
export const scoredCardSchema = sessionScorecardSchema.omit({ sessionId: true });
export type ScoredCard = z.infer<typeof scoredCardSchema>;
export const callScorecardSchema = scoredCardSchema.extend({ callSid: z.string() });
export type CallScorecard = z.infer<typeof callScorecardSchema>;
export const transcriptScorecardSchema = scoredCardSchema;
export type TranscriptScorecard = z.infer<typeof transcriptScorecardSchema>;

/** Limits of a pasted transcript: the whole text, the number of lines and one line. */
export const MAX_SCORED_TRANSCRIPT_CHARS = 20_000;
export const MAX_SCORED_TRANSCRIPT_LINES = 400;
export const MAX_SCORED_LINE_CHARS = 4_000;

export const transcriptLineSchema = z.object({
  speaker: z.enum(['agent', 'client'], 'scorecard:errors.speaker'),
  text: z.string('scorecard:errors.lineText').trim().min(1, 'scorecard:errors.lineText').max(MAX_SCORED_LINE_CHARS, 'scorecard:errors.lineTooLong').superRefine(safeText({ multiline: false })),
});
export type TranscriptLine = z.infer<typeof transcriptLineSchema>;

/**
 * POST /api/scorecards/score-transcript: a real conversation, as a list of lines or as plain text
 * with "Agent:" / "Client:" (or «Агент:» / «Клиент:») at the start of each turn.
 */
const transcriptText = z.string().max(MAX_SCORED_TRANSCRIPT_CHARS, 'scorecard:errors.tooLong').superRefine(safeText({ multiline: true }));
const transcriptList = z.array(transcriptLineSchema).max(MAX_SCORED_TRANSCRIPT_LINES, 'scorecard:errors.tooManyLines');

// Picked by the value's type (a union would answer "matches neither" where one line is wrong).
const transcriptInput = z.unknown().transform((value, ctx): string | TranscriptLine[] => {
  const schema = typeof value === 'string' ? transcriptText : Array.isArray(value) ? transcriptList : null;
  if (!schema) {
    ctx.addIssue({ code: 'custom', message: 'scorecard:errors.transcript' });
    return z.NEVER;
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});

export const scoreTranscriptBodySchema = z.object({
  scenarioId: z.string('scorecard:errors.scenario').trim().min(1, 'scorecard:errors.scenario').max(100, 'scorecard:errors.scenario').superRefine(safeText({ multiline: false })),
  transcript: transcriptInput,
});
export interface ScoreTranscriptBody {
  scenarioId: string;
  transcript: string | TranscriptLine[];
}

/**
 * GET /api/users/:id/medals: the best result per scenario the user was scored on (chat sessions
 * and calls), newest first. `medal` is the best medal of any attempt; `bestScore` the highest card
 * score; `attempts` the scored attempts; `title` in the caller's language.
 */
export const scenarioMedalSchema = z.object({
  scenarioId: z.string(),
  title: z.string(),
  kind: z.enum(['chat', 'call']),
  medal: medalSchema.nullable(),
  bestScore: percent,
  attempts: z.number().int().positive(),
});
export type ScenarioMedal = z.infer<typeof scenarioMedalSchema>;
export const userMedalsSchema = z.array(scenarioMedalSchema);

/** Gold first: for picking an attempt's best medal. */
export const medalRank = (medal: Medal | null | undefined) => (medal ? MEDALS.indexOf(medal) + 1 : 0);

const CREDIT: Record<CriterionStatus, number> = { met: 1, partial: 0.5, missed: 0, unjudged: 0 };

/** The weighted share of credit over the judged criteria (met 1, partial 0.5), 0-100. */
export function scorecardScore(criteria: readonly Pick<CriterionResult, 'status' | 'weight'>[]): number {
  const judged = criteria.filter((c) => c.status !== 'unjudged');
  const total = judged.reduce((sum, c) => sum + c.weight, 0);
  if (!total) return 0;
  return Math.round((100 * judged.reduce((sum, c) => sum + c.weight * CREDIT[c.status], 0)) / total);
}

/** Bronze, silver and gold at their thresholds, never below the pass mark, none when the session failed. */
export function medalFor(score: number, passMark: number, passed: boolean): Medal | null {
  if (!passed) return null;
  const reached = MEDALS.filter((m) => score >= Math.max(passMark, MEDAL_THRESHOLDS[m]));
  return reached.at(-1) ?? null;
}

/** PATCH /api/sessions/:id (completion) answers the session with its scorecard added. */
export const completedSessionSchema = chatSessionSchema.extend({ scorecard: sessionScorecardSchema.nullable().optional() });
export type CompletedSession = z.infer<typeof completedSessionSchema>;
