import * as z from '@app/contracts/zod';

export const pushPublicKeySchema = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** PushSubscription.toJSON() as a browser produces it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().max(2000).regex(/^https?:\/\/\S+$/, 'errors.validation'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(300), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: z.string().min(1).max(2000) });
