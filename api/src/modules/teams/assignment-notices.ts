import type { NotificationTemplate } from '../notifications/notification-templates';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UsersRepository } from '../users/users.repository';
import { assignmentHref } from '@app/contracts/assignment-href';
import { ASSIGNMENT_KINDS } from '@app/contracts/teams';
import type { TitleOf } from './assignment-titles';
import type { TeamsRepository } from './teams.repository';
import { storedEnum } from '../../lib/stored-enum';

const DAY_MS = 86_400_000;

/** The due time as the reader writes dates, in their own time zone. */
function formatDue(at: Date, lang: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat(lang === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(at);
  } catch {
    return at.toISOString().slice(0, 16).replace('T', ' ');
  }
}
const keys = (name: string) => ({ title: `teams:notifications.${name}.title`, message: `teams:notifications.${name}.message` });

/** The team notifications; texts are keys of the "teams" namespace, params fill them. */
const TEMPLATES = {
  /** params: title, due (formatted for the reader). */
  assigned: { type: 'challenge', priority: 'high', ...keys('assigned'), action: { label: 'teams:notifications.start', href: '/' } },
  dueSoon: { type: 'reminder', priority: 'high', ...keys('dueSoon'), action: { label: 'teams:notifications.start', href: '/' } },
  overdue: { type: 'reminder', priority: 'high', ...keys('overdue'), action: { label: 'teams:notifications.start', href: '/' } },
  /** To the team's managers: params title, done, total. */
  summary: { type: 'tip', priority: 'medium', ...keys('summary'), action: { label: 'teams:notifications.openDashboard', href: '/admin/teams' } },
} satisfies Record<string, NotificationTemplate>;

interface Deps {
  notifications: Pick<NotificationsService, 'notify'>;
  users: Pick<UsersRepository, 'teamProfiles'>;
  titleOf: TitleOf;
  now?: () => Date;
}

type Row = { id: number; teamId: number; kind: string; target: string; dueAt: Date };

/** New, due tomorrow, overdue, and the managers' summary after the due date (in the app and by Web Push). */
export function createAssignmentNotices(repo: TeamsRepository, { notifications, users, titleOf, now = () => new Date() }: Deps) {
  async function send(userIds: number[], template: NotificationTemplate, row: Row, href: string, extra: Record<string, number> = {}) {
    for (const p of await users.teamProfiles(userIds)) {
      const lang = p.language === 'ru' ? 'ru' : 'en';
      const params = { title: await titleOf(row.kind, row.target, lang), due: formatDue(row.dueAt, lang, p.timezone), ...extra };
      await notifications.notify(p.id, { ...template, action: template.action ? { ...template.action, href } : undefined, params });
    }
  }
  const practice = (row: Row) => assignmentHref(storedEnum(ASSIGNMENT_KINDS, row.kind, 'scenario'), row.target);

  return {
    assigned: (row: Row, userIds: number[], href: string) => send(userIds, TEMPLATES.assigned, row, href),

    /** The scheduled job; each notice is claimed in the database first, so it goes out once whatever runs it. */
    async runDue(): Promise<number> {
      const at = now();
      let sent = 0;
      for (const t of await repo.dueBetween(at, new Date(at.getTime() + DAY_MS))) {
        if (!(await repo.claimDueSoon(t.assignmentId, t.userId, at))) continue;
        await send([t.userId], TEMPLATES.dueSoon, t.assignment, practice(t.assignment));
        sent += 1;
      }
      for (const t of await repo.overdue(at)) {
        if (!(await repo.claimOverdue(t.assignmentId, t.userId, at))) continue;
        await send([t.userId], TEMPLATES.overdue, t.assignment, practice(t.assignment));
        sent += 1;
      }
      for (const a of await repo.pastDueUnsummarized(at)) {
        if (!(await repo.claimSummary(a.id, at))) continue;
        const done = a.targets.filter((x) => x.completedAt).length;
        await send(await repo.managersOf(a.teamId), TEMPLATES.summary, a, `/admin/teams/${a.teamId}`, { done, total: a.targets.length });
        sent += 1;
      }
      return sent;
    },
  };
}

export type AssignmentNotices = ReturnType<typeof createAssignmentNotices>;
