import type { Db } from '../../lib/db';
import type { EventBus } from '../../lib/events';
import { createUsersAdminRepository } from './users-admin.repository';
import { usersAdminRoutes } from './users-admin.routes';
import { createUsersAdminService } from './users-admin.service';

/** Admin user management; every write is announced as `admin.write` for the audit log. */
export function usersAdminModule({ db, events }: { db: Db; events: EventBus }) {
  const repo = createUsersAdminRepository(db);
  const service = createUsersAdminService(repo, (e) => events.emit('admin.write', e));
  return { router: usersAdminRoutes(service), nameOf: repo.nameOf };
}
