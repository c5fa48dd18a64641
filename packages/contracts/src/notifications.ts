import * as z from '@app/contracts/zod';

export const notificationTypeSchema = z.enum(['achievement', 'reminder', 'tip', 'challenge']);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const notificationPrioritySchema = z.enum(['high', 'medium']);
export type NotificationPriority = z.infer<typeof notificationPrioritySchema>;

export const notificationParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

/**
 * One notification as the apps receive it. title, message and action.label are i18n keys
 * ("notifications:items.x.title") rendered with params in the reader's current language.
 */
export const notificationSchema = z.object({
  id: z.number().int(),
  type: notificationTypeSchema,
  priority: notificationPrioritySchema,
  title: z.string(),
  message: z.string(),
  params: notificationParamsSchema,
  action: z.object({ label: z.string(), href: z.string() }).nullable(),
  read: z.boolean(),
  createdAt: z.string(),
  /**
   * How many notifications of this kind (same title) this item stands for: the list shows each
   * kind once, newest first, and dismissing it dismisses them all. 1 for a single one.
   */
  count: z.number().int().min(1),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  /** Unread items as listed (a group with any unread notification counts once). */
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
