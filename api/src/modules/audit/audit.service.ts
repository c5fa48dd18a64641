import type { AuditEntry } from '@app/contracts/admin';
import type { AppEvents, EventBus } from '../../lib/events';
import { auditLabel } from './audit-label';
import type { AuditRepository } from './audit.repository';
import type { Lang } from '../../lib/i18n';
import { parseJson } from '../../lib/json-text';
import { storedEnum } from '../../lib/stored-enum';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@app/contracts/admin';

type AdminWrite = AppEvents['admin.write'];

const parse = (json: string): unknown => parseJson(json) ?? null;

/**
 * Stores every `admin.write` event (who, what, before/after, when) and reads them back for admins.
 * `nameOf` keeps the actor's name as it was: the record must still read well after the account is gone.
 */
export function createAuditService(repo: AuditRepository, nameOf: (userId: number) => Promise<string | null>) {
  return {
    async record(e: AdminWrite) {
      await repo.add({
        actorId: e.actorId,
        actorName: (await nameOf(e.actorId)) ?? '',
        action: e.action,
        entity: e.entity,
        entityId: e.entityId === null ? null : String(e.entityId),
        before: JSON.stringify(e.before ?? null),
        after: JSON.stringify(e.after ?? null),
      });
    },
    /** Labels in the reader's language; the stored rows are codes and records, never sentences. */
    async list(limit: number, entity?: string, lang: Lang = 'en'): Promise<AuditEntry[]> {
      return (await repo.latest(limit, entity)).map((r) => {
        const before = parse(r.before);
        const after = parse(r.after);
        return {
          id: r.id,
          actorId: r.actorId,
          actorName: r.actorName,
          action: storedEnum(AUDIT_ACTIONS, r.action, 'update'),
          entity: storedEnum(AUDIT_ENTITIES, r.entity, 'user'),
          entityId: r.entityId,
          label: auditLabel(before, after, lang),
          before,
          after,
          createdAt: r.createdAt.toISOString(),
        };
      });
    },
    /** Subscribes the log to the bus; returns the unsubscribe function. */
    listen(events: EventBus) {
      return events.on('admin.write', (e) => this.record(e));
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
