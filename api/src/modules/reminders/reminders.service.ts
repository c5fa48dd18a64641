import { AppError } from '../../lib/errors';
import type { NotificationsService } from '../notifications/notifications.service';
import { NOTIFICATION_TEMPLATES } from '../notifications/notification-templates';
import type { Lang } from '../../lib/i18n';
import { focusParams, focusText, type ReminderSkill } from './reminder-focus';
import type { RemindersRepository } from './reminders.repository';

interface Deps {
  notifications: Pick<NotificationsService, 'notify'>;
  now?: () => Date;
}

const toDto = (r: { id: number; dueAt: Date; focus: string }, lang: Lang) => ({ id: r.id, dueAt: r.dueAt.toISOString(), focus: focusText(r.focus, lang) });

export function createRemindersService(repo: RemindersRepository, { notifications, now = () => new Date() }: Deps) {
  return {
    /** Stores the skill, not a sentence: the reminder is read in the language of the moment it is read. */
    async schedule(userId: number, input: { dueAt: Date; skill?: ReminderSkill }, lang: Lang) {
      if (input.dueAt.getTime() <= now().getTime()) throw new AppError('validation', 400, 'voice:errors.reminderPast');
      return toDto(await repo.create({ userId, dueAt: input.dueAt, focus: input.skill ?? '' }), lang);
    },

    async upcoming(userId: number, lang: Lang) {
      return (await repo.upcoming(userId, now())).map((r) => toDto(r, lang));
    },

    /**
     * Sends every reminder that is due. Reads the database, so reminders survive restarts; what calls
     * it (a timer today, a job queue later) is not its concern. Answers how many were sent.
     */
    async runDue(): Promise<number> {
      const at = now();
      let sent = 0;
      for (const r of await repo.due(at)) {
        if (!(await repo.markSent(r.id, at))) continue;
        await notifications.notify(r.userId, { ...NOTIFICATION_TEMPLATES.practiceReminder, params: focusParams(r.focus) });
        sent += 1;
      }
      return sent;
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
