import { z } from 'zod';
import { chatDifficultySchema, discTypeSchema, messageFeedbackSchema, type ChatDifficulty, type MessageFeedback } from '@app/contracts/chat';
import { languageSchema } from '@app/contracts/language';
import { acousticSchema } from '@app/contracts/voice';

// Shapes the apps also read are defined once in @app/contracts and only named here.
export { languageSchema, type Language } from '@app/contracts/language';
export { discTypeSchema, type DiscType } from '@app/contracts/chat';

export const difficultySchema = chatDifficultySchema;
export type Difficulty = ChatDifficulty;

const score = z.number().int().min(0).max(100);

// ---- inputs -----------------------------------------------------------------

export const chatTurnSchema = z.object({ isAgent: z.boolean(), content: z.string() });
export type ChatTurn = z.infer<typeof chatTurnSchema>;

export const scenarioSchema = z.object({
  id: z.string().min(1),
  title: z.string().default(''),
  clientName: z.string().default(''),
  clientType: z.string().default(''),
  description: z.string().default(''),
  initialMessage: z.string().optional(),
  category: z.string().default('inquiry'),
});
export type Scenario = z.infer<typeof scenarioSchema>;

/** An uploaded recording; only positive ones for the same scenario are quoted. */
export const exemplarSchema = z.object({
  scenario: z.string(),
  transcript: z.string(),
  outcome: z.enum(['positive', 'neutral', 'negative']),
  notes: z.string().optional(),
});
export type Exemplar = z.infer<typeof exemplarSchema>;

/** Everything the client needs, so the chat service can store only messages. */
export const roleplayInputSchema = z.object({
  scenario: scenarioSchema,
  personality: discTypeSchema,
  difficulty: difficultySchema,
  language: languageSchema.default('en'),
  history: z.array(chatTurnSchema).default([]),
  exemplars: z.array(exemplarSchema).optional(),
});
export type RoleplayInput = z.input<typeof roleplayInputSchema>;
export type RoleplayRequest = z.output<typeof roleplayInputSchema>;

export const feedbackInputSchema = z.object({
  language: languageSchema.default('en'),
  message: z.string(),
  clientLine: z.string().optional(),
  scenario: scenarioSchema.optional(),
  personality: discTypeSchema.optional(),
  exemplars: z.array(exemplarSchema).optional(),
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;
export type FeedbackRequest = z.output<typeof feedbackInputSchema>;

/** What the browser measured while recording (POST /api/analyze-voice `acoustic`). */
export const acousticFeaturesSchema = acousticSchema;
export type AcousticFeatures = z.infer<typeof acousticFeaturesSchema>;

export const voiceInputSchema = z.object({
  language: languageSchema.default('en'),
  transcript: z.string(),
  /** Seconds of recorded speech the transcript was recognised from; absent when the words were typed. */
  durationSec: z.number().min(0).optional(),
  scenario: z.string().optional(),
  acoustic: acousticFeaturesSchema.optional(),
});
export type VoiceInput = z.input<typeof voiceInputSchema>;
export type VoiceRequest = z.output<typeof voiceInputSchema>;

export const callInputSchema = z.object({
  language: languageSchema.default('en'),
  transcript: z.array(chatTurnSchema),
  personality: discTypeSchema.optional(),
});
export type CallInput = z.input<typeof callInputSchema>;
export type CallRequest = z.output<typeof callInputSchema>;

export const quizTypeSchema = z.preprocess(
  (v) => (v === 'multiple_choice' ? 'multiple-choice' : v),
  z.enum(['multiple-choice', 'text', 'scenario']),
);

export const quizGradeInputSchema = z.object({
  language: languageSchema.default('en'),
  type: quizTypeSchema,
  question: z.string(),
  scenario: z.string().optional(),
  referenceAnswer: z.string().default(''),
  /** What a full-credit answer covers, per question; partial credit for the part covered. */
  rubric: z.string().optional(),
  answer: z.string(),
  maxPoints: z.number().int().min(0).default(10),
});
export type QuizGradeInput = z.input<typeof quizGradeInputSchema>;
export type QuizGradeRequest = z.output<typeof quizGradeInputSchema>;

export const discInputSchema = z.object({
  language: languageSchema.default('en'),
  sessions: z.array(z.object({ messages: z.array(chatTurnSchema) })),
});
export type DiscInput = z.input<typeof discInputSchema>;
export type DiscRequest = z.output<typeof discInputSchema>;

// ---- outputs (also the structured-output schemas of the openai provider) -----

export const clientReplySchema = z.object({
  text: z.string().min(1),
  ended: z.boolean(),
  outcome: z.enum(['ongoing', 'next-step', 'walked-away', 'wrapped-up']),
  /** 0-100: how warm the client is; lets the UI show a mood without parsing text. */
  interest: score,
});
export type ClientReply = z.infer<typeof clientReplySchema>;

/** Per-message feedback: the chat contract itself, so what the coach writes is what the app reads. */
export const feedbackSchema = messageFeedbackSchema;
export type Feedback = MessageFeedback;

/** What a provider measures in one voice take (the API adds id, pace band and time: VoiceAnalysisResult in contracts). */
export const voiceReadingSchema = z.object({
  score,
  confidence: score,
  clarity: score,
  /** null when there was no recognised speech to measure it from. */
  energy: score.nullable(),
  fillerWords: z.object({
    count: z.number().int().min(0),
    words: z.array(z.object({ word: z.string(), count: z.number().int().min(1) })),
  }),
  pace: z.object({ wpm: z.number().int().min(0).nullable(), rating: z.enum(['slow', 'good', 'fast']).nullable() }),
  feedback: z.string(),
  suggestions: z.array(z.string()),
});
export type VoiceReading = z.infer<typeof voiceReadingSchema>;

export const liveMetricsSchema = z.object({
  confidence: score,
  clarity: score,
  persuasion: score,
  rapport: score,
});
export type LiveMetrics = z.infer<typeof liveMetricsSchema>;

export const callScoreSchema = z.object({
  overallScore: score,
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
});
export type CallScore = z.infer<typeof callScoreSchema>;

export const quizGradeSchema = z.object({
  score: z.number().min(0),
  maxScore: z.number().min(0),
  percentage: score,
  correct: z.boolean(),
  feedback: z.string(),
});
export type QuizGrade = z.infer<typeof quizGradeSchema>;

/** The DISC profile a provider infers from messages (the assessment result the API answers is DiscResult in contracts). */
export const discInferenceSchema = z.object({
  dominant: score,
  influencer: score,
  steady: score,
  compliant: score,
  primaryType: discTypeSchema,
});
export type DiscInference = z.infer<typeof discInferenceSchema>;

export const personalitySchema = z.object({
  type: discTypeSchema,
  name: z.string(),
  title: z.string(),
  traits: z.array(z.string()),
  behavior: z.string(),
});
export type Personality = z.infer<typeof personalitySchema>;
