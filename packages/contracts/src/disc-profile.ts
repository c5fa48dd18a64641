import * as z from '@app/contracts/zod';

// Apart from the assessment's schemas: the home reads a profile without building them.
export const DISC_TRAITS = ['D', 'I', 'S', 'C'] as const;
export type DiscTrait = (typeof DISC_TRAITS)[number];

/** The user's DISC profile as GET /api/user/:id returns it. */
export const discProfileSchema = z.object({
  primaryType: z.enum(DISC_TRAITS),
  primaryStyle: z.enum(DISC_TRAITS),
  dominant: z.number(),
  influencer: z.number(),
  steady: z.number(),
  compliant: z.number(),
  updatedAt: z.string().nullable(),
});
export type DiscProfile = z.infer<typeof discProfileSchema>;
