import * as z from '@app/contracts/zod';

// POST /api/practice-reminders (call insights' quick actions): a notification at the chosen time,
// about the skill the calls scored lowest. Messages are i18n keys of the common namespace.

export const REMINDER_SKILLS = ['confidence', 'clarity', 'persuasion', 'rapport'] as const;
export type ReminderSkill = (typeof REMINDER_SKILLS)[number];

export const practiceReminderBodySchema = z.object({
  dueAt: z.coerce.date({ error: 'validation.required' }),
  skill: z.enum(REMINDER_SKILLS).optional(),
});
export type PracticeReminderBody = z.input<typeof practiceReminderBodySchema>;
