import type { Db } from '../../lib/db';
import type { NotificationsService } from '../notifications/notifications.service';
import { createRemindersRepository } from './reminders.repository';
import { remindersRoutes } from './reminders.routes';
import { createRemindersService } from './reminders.service';

/** Practice reminders scheduled from call insights; `runDue` is what the job scheduler calls (lib/jobs.ts). */
export function remindersModule({ db, notifications }: { db: Db; notifications: Pick<NotificationsService, 'notify'> }) {
  const service = createRemindersService(createRemindersRepository(db), { notifications });
  return { router: remindersRoutes(service), runDue: service.runDue };
}
