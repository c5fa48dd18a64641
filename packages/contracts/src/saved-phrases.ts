import * as z from '@app/contracts/zod';

/** A phrase the user saved from their chat feedback ("My phrases"). */
export const savedPhraseSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  /** Where it came from, e.g. "message:42" (empty when unknown). */
  source: z.string(),
  createdAt: z.string(),
});
export type SavedPhrase = z.infer<typeof savedPhraseSchema>;
export const savedPhraseListSchema = z.array(savedPhraseSchema);

/** POST /api/saved-phrases body. */
export const savedPhraseInputSchema = z.object({
  text: z.string().trim().min(1).max(1000),
  source: z.string().trim().max(60).regex(/^[a-z0-9:-]*$/).default(''),
});
