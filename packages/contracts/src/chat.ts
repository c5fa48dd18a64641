import * as z from '@app/contracts/zod';
import { languageSchema } from './language';
import { rowIdSchema } from './row-id';
import { safeText } from './safe-text';

// Chat practice (spec 000 §2.7, §3, §5, §7): what the API answers and the apps read.

export const DISC_TYPES = ['D', 'I', 'S', 'C'] as const;
export const discTypeSchema = z.enum(DISC_TYPES);
export type DiscType = z.infer<typeof discTypeSchema>;

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const chatDifficultySchema = z.enum(DIFFICULTIES);
export type ChatDifficulty = z.infer<typeof chatDifficultySchema>;

/**
 * Built-in scenarios used when no active chat challenge exists. Their texts (both languages) live
 * in the i18n `chat` namespace under `scenarios.<id>`, so the API and the app read the same words.
 */
export const BUILTIN_SCENARIOS = [
  { id: 'property-inquiry', category: 'inquiry' },
  { id: 'investment-consultation', category: 'consultation' },
  { id: 'price-negotiation', category: 'negotiation' },
  { id: 'investor-price-objection', category: 'objection' },
  { id: 'first-time-buyer-inquiry', category: 'inquiry' },
  { id: 'bulk-purchase-negotiation', category: 'negotiation' },
  { id: 'off-plan-inquiry', category: 'inquiry' },
] as const;
export type BuiltinScenarioId = (typeof BUILTIN_SCENARIOS)[number]['id'];
export const builtinScenarioIdSchema = z.enum(BUILTIN_SCENARIOS.map((s) => s.id) as [BuiltinScenarioId, ...BuiltinScenarioId[]]);

/** At least this many messages (the client's opening counts) before a session can end (spec §5, §9). */
export const MIN_MESSAGES_TO_END = 3;
export const MAX_MESSAGE_LENGTH = 2000;

const percent = z.number().int().min(0).max(100);

/** The family of a compliance risk the coach found in a reply (the first four are the original kinds). */
export const COMPLIANCE_KINDS = [
  'fair-housing', 'guaranteed-returns', 'misrepresentation', 'pressure', 'breach-of-duty', 'conflict-of-interest', 'fraud',
] as const;
export const complianceKindSchema = z.enum(COMPLIANCE_KINDS);
export type ComplianceKind = z.infer<typeof complianceKindSchema>;

/** The precise category inside a kind: one taxonomy for both AI providers. */
export const COMPLIANCE_CATEGORIES = [
  'fair-housing-race', 'fair-housing-religion', 'fair-housing-national-origin', 'fair-housing-sex',
  'fair-housing-familial-status', 'fair-housing-disability',
  'concealment', 'misrepresentation', 'guaranteed-returns', 'personal-promise', 'false-urgency',
  'breach-of-duty', 'dual-agency', 'kickback',
  'mortgage-fraud', 'occupancy-fraud', 'gift-letter-fraud', 'price-fraud',
] as const;
export const complianceCategorySchema = z.enum(COMPLIANCE_CATEGORIES);
export type ComplianceCategory = z.infer<typeof complianceCategorySchema>;

/** The kind each category belongs to. */
export const COMPLIANCE_KIND_OF: Record<ComplianceCategory, ComplianceKind> = {
  'fair-housing-race': 'fair-housing',
  'fair-housing-religion': 'fair-housing',
  'fair-housing-national-origin': 'fair-housing',
  'fair-housing-sex': 'fair-housing',
  'fair-housing-familial-status': 'fair-housing',
  'fair-housing-disability': 'fair-housing',
  concealment: 'misrepresentation',
  misrepresentation: 'misrepresentation',
  'guaranteed-returns': 'guaranteed-returns',
  'personal-promise': 'guaranteed-returns',
  'false-urgency': 'pressure',
  'breach-of-duty': 'breach-of-duty',
  'dual-agency': 'conflict-of-interest',
  kickback: 'conflict-of-interest',
  'mortgage-fraud': 'fraud',
  'occupancy-fraud': 'fraud',
  'gift-letter-fraud': 'fraud',
  'price-fraud': 'fraud',
};

/**
 * One warning: `message` says what is wrong (kept from the first version); new feedback also names
 * the category, quotes the agent's words, explains briefly why and offers a compliant line.
 */
export const complianceIssueSchema = z.object({
  kind: complianceKindSchema,
  message: z.string(),
  category: complianceCategorySchema.optional(),
  quote: z.string().optional(),
  explanation: z.string().optional(),
  compliantLine: z.string().optional(),
});
export type ComplianceIssue = z.infer<typeof complianceIssueSchema>;

/**
 * The coach's feedback on one trainee message: what the AI produces (both providers), what the
 * chat stores and what the app shows. Grammar is scored but left out of the session score.
 */
export const messageFeedbackSchema = z.object({
  confidence: percent,
  clarity: percent,
  grammar: percent,
  value: percent,
  cta: percent,
  strengths: z.array(z.string()),
  suggestions: z.array(z.string()),
  nextLevel: z.string(),
  /** Compliance risks in the reply; when present the score is capped below 50. */
  compliance: z.array(complianceIssueSchema).optional(),
});
export type MessageFeedback = z.infer<typeof messageFeedbackSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  content: z.string(),
  /** true: the trainee wrote it. */
  isAgent: z.boolean(),
  createdAt: z.string(),
  feedback: messageFeedbackSchema.nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatSessionSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  type: z.literal('chat'),
  /** The spec's one text: scenario title, personality, difficulty and behaviour. */
  scenario: z.string(),
  scenarioKey: z.string(),
  challengeId: z.number().int().nullable(),
  scenarioTitle: z.string(),
  personality: discTypeSchema,
  difficulty: chatDifficultySchema,
  language: languageSchema,
  score: percent,
  completed: z.boolean(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  messageCount: z.number().int().nonnegative(),
  /** The medal the session earned on its scorecard (issue 24); null when none. */
  medal: z.enum(['bronze', 'silver', 'gold']).nullable().optional(),
});
export type ChatSession = z.infer<typeof chatSessionSchema>;

/** POST /api/sessions answers the session with its opening client message. */
export const createdSessionSchema = chatSessionSchema.extend({ messages: z.array(chatMessageSchema) });
export type CreatedSession = z.infer<typeof createdSessionSchema>;

/** POST /api/messages (and the stream's final event): the stored agent message, its feedback and the reply. */
export const sentMessageSchema = chatMessageSchema.extend({
  reply: chatMessageSchema,
  /** The client has closed the conversation (agreed a next step or walked away). */
  clientEnded: z.boolean(),
});
export type SentMessage = z.infer<typeof sentMessageSchema>;

/** GET /api/users/:id/sessions: the user's sessions in which they wrote, most recent first. */
export const sessionListSchema = z.array(chatSessionSchema);
export type SessionList = z.infer<typeof sessionListSchema>;

/** Server-sent events of POST /api/messages?stream=1. */
export type ReplyStreamEvent =
  | { event: 'delta'; data: { text: string } }
  | { event: 'reset'; data: Record<string, never> }
  | { event: 'done'; data: SentMessage }
  | { event: 'error'; data: { message: string } };

/** Mean of confidence, clarity, value and cta (grammar left out, spec §5). */
export function messageScore(feedback: Pick<MessageFeedback, 'confidence' | 'clarity' | 'value' | 'cta'>): number {
  return (feedback.confidence + feedback.clarity + feedback.value + feedback.cta) / 4;
}

/**
 * The session score (spec §5): the rounded average of messageScore over trainee messages that
 * have feedback; 0 when none has. The server's final score and the app's live pill share it.
 */
export function sessionScore(messages: { isAgent: boolean; feedback: MessageFeedback | null }[]): number {
  const scores = messages.flatMap((m) => (m.isAgent && m.feedback ? [messageScore(m.feedback)] : []));
  if (scores.length === 0) return 0;
  return Math.round(scores.reduce((sum, s) => sum + s, 0) / scores.length);
}

// ---- request bodies (POST /api/chat-sessions, POST /api/chat-messages, PATCH /api/chat-sessions/:id) ----

// The spec's body is {userId, type, scenario, score}: userId and score are ignored (identity comes
// from the token, a new session scores 0) and the server writes `scenario` itself from the selection.
export const chatSessionCreateBodySchema = z.object({
  userId: z.unknown().optional(),
  type: z.literal('chat').optional(),
  scenario: z.string().max(5000).optional(),
  score: z.unknown().optional(),
  scenarioId: z.string().max(100).optional(),
  challengeId: rowIdSchema.optional(),
  personality: z.string().max(10).optional(),
  difficulty: z.string().max(20).optional(),
});

export const chatMessageBodySchema = z.object({
  sessionId: rowIdSchema,
  content: z.string().trim().min(1, 'validation.required').max(MAX_MESSAGE_LENGTH, 'validation.tooLong').superRefine(safeText({ multiline: true })),
  // Only the trainee posts; the client's lines come from the server.
  isAgent: z.literal(true).optional(),
});

// `score` is accepted for the spec's shape and ignored: the server computes the final score.
export const chatSessionPatchBodySchema = z.object({ completed: z.literal(true), score: z.unknown().optional() });
