import * as z from '@app/contracts/zod';

// Coaching phrases of the coach's phrase bank (spec 001 §3 Phrase and Coaching phrase, §7
// /api/coaching-phrases). The coaching module owns the table and endpoints; mfe-admin edits them.

export const PHRASE_CATEGORIES = ['objections', 'value-building', 'closing'] as const;
export const phraseCategorySchema = z.enum(PHRASE_CATEGORIES);
export type PhraseCategory = z.infer<typeof phraseCategorySchema>;

export const PHRASE_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

/** A phrase as everyone reads it (GET /api/coaching-phrases), texts in the reader's language. */
export const coachingPhraseSchema = z.object({
  id: z.number().int(),
  category: phraseCategorySchema,
  situation: z.string(),
  poorExample: z.string(),
  betterExample: z.string(),
  tip: z.string(),
  difficulty: z.enum(PHRASE_DIFFICULTIES),
  /** true when an admin added it (the seeded bank is false). */
  custom: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type CoachingPhrase = z.infer<typeof coachingPhraseSchema>;
export const coachingPhraseListSchema = z.array(coachingPhraseSchema);

/** POST /api/coaching-phrases and PUT /api/coaching-phrases/:id body (admins only). */
export const coachingPhraseInputSchema = z.object({
  category: phraseCategorySchema.default('objections'),
  situation: z.string().trim().min(1).max(500),
  poorExample: z.string().trim().min(1).max(1000),
  betterExample: z.string().trim().min(1).max(1000),
  tip: z.string().trim().min(1).max(1000),
  difficulty: z.enum(PHRASE_DIFFICULTIES).default('medium'),
  isActive: z.boolean().optional(),
});
export type CoachingPhraseInput = z.input<typeof coachingPhraseInputSchema>;
