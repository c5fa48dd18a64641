import { z } from 'zod';
import { criterionCheckSchema, criterionStatusSchema, MAX_CRITERIA } from '@app/contracts/scorecards';
import { discTypeSchema } from '@app/contracts/chat';
import { languageSchema } from '@app/contracts/language';

/** One criterion to judge: the embedded coach reads `check`; a model reads the title and description as written. */
export const cardCriterionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  weight: z.number().int(),
  check: criterionCheckSchema.nullable(),
});
export type CardCriterion = z.infer<typeof cardCriterionSchema>;

export const scoreCardInputSchema = z.object({
  language: languageSchema,
  personality: discTypeSchema.optional(),
  criteria: z.array(cardCriterionSchema).min(1).max(MAX_CRITERIA),
  /** The conversation in order; ids let a result point at the agent's message it quotes. */
  messages: z.array(z.object({ id: z.number().int(), isAgent: z.boolean(), content: z.string() })).max(400),
});
export type ScoreCardInput = z.input<typeof scoreCardInputSchema>;
export type ScoreCardRequest = z.output<typeof scoreCardInputSchema>;

export const criterionJudgmentSchema = z.object({
  id: z.string(),
  status: criterionStatusSchema,
  evidence: z.string().nullable(),
  messageId: z.number().int().nullable(),
  betterLine: z.string().nullable(),
});
export type CriterionJudgment = z.infer<typeof criterionJudgmentSchema>;
