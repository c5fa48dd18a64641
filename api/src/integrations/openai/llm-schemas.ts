import { z } from 'zod';
import { complianceCategorySchema } from '@app/contracts/chat';

// Models return 72.5 as readily as 72: accept any number in range and round afterwards.
const score = z.number().min(0).max(100);
const texts = z.array(z.string());

export const llmClientLineSchema = z.object({ text: z.string().min(1) });

export const llmFeedbackSchema = z.object({
  confidence: score,
  clarity: score,
  grammar: score,
  value: score,
  cta: score,
  strengths: texts,
  suggestions: texts,
  nextLevel: z.string(),
  /** The same judgments the embedded coach makes, so the scores follow from them. */
  judgments: z.object({
    clientAct: z.enum(['objection', 'doubt', 'question', 'request', 'smalltalk', 'statement']),
    addressed: z.enum(['yes', 'partial', 'no', 'n/a']),
    questionType: z.enum(['open', 'closed', 'leading', 'none']),
    nextStep: z.enum(['none', 'fitting', 'premature']),
    languageMatch: z.boolean(),
    tone: z.enum(['respectful', 'condescending', 'pressuring', 'rude']),
  }),
  compliance: z.array(z.object({ category: complianceCategorySchema, quote: z.string(), explanation: z.string(), compliantLine: z.string() })),
});

export const llmVoiceSchema = z.object({
  score,
  confidence: score,
  clarity: score,
  energy: score,
  feedback: z.string(),
  suggestions: texts,
});

export const llmMetricsSchema = z.object({ confidence: score, clarity: score, persuasion: score, rapport: score });

export const llmCallScoreSchema = z.object({ overallScore: score, strengths: texts, improvements: texts });

export const llmQuizSchema = z.object({ percentage: score, feedback: z.string() });

export const llmDiscSchema = z.object({ dominant: score, influencer: score, steady: score, compliant: score });
