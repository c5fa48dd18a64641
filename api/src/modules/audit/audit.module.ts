import type { Db } from '../../lib/db';
import type { EventBus } from '../../lib/events';
import { createAuditRepository } from './audit.repository';
import { auditRoutes } from './audit.routes';
import { createAuditService } from './audit.service';

/** The audit log: records every `admin.write` event and serves it to admins. */
export function auditModule({ db, events, nameOf }: { db: Db; events: EventBus; nameOf: (userId: number) => Promise<string | null> }) {
  const service = createAuditService(createAuditRepository(db), nameOf);
  service.listen(events);
  return { router: auditRoutes(service), service };
}
