import * as z from '@app/contracts/zod';

/**
 * GET /api/challenges: an active admin-managed scenario, its texts in the reader's language.
 * The chat wizard lists those of type "chat"; the knowledge base lists them all.
 */
export const challengeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The client's situation, shown to the agent before the conversation. */
  scenario: z.string(),
  /** The client's opening line. */
  initialMessage: z.string(),
  /** "chat" | "voice" | "call". */
  type: z.string(),
  /** "easy" | "medium" | "hard". */
  difficulty: z.string(),
  category: z.string(),
  clientName: z.string().nullable(),
  clientType: z.string().nullable(),
  tips: z.array(z.string()),
});
export type Challenge = z.infer<typeof challengeSchema>;

export const challengeListSchema = z.array(challengeSchema);
