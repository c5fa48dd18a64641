import type { AdminUser, adminUserUpdateSchema } from '@app/contracts/admin';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { AppEvents } from '../../lib/events';
import type { UsersAdminReads, UsersAdminRepository } from './users-admin.repository';

type Row = NonNullable<Awaited<ReturnType<UsersAdminRepository['find']>>>;
type Update = z.output<typeof adminUserUpdateSchema>;
type Announce = (e: AppEvents['admin.write']) => Promise<void>;

export function toAdminUser(row: Row): AdminUser {
  return { ...row, role: row.role === 'admin' ? 'admin' : 'user', createdAt: row.createdAt.toISOString() };
}

/**
 * Admin management of accounts. Two rules keep the app administrable: an admin cannot take away
 * their own admin role or delete their own account, and the last admin can be neither demoted nor deleted.
 */
export function createUsersAdminService(repo: UsersAdminRepository, announce: Announce) {
  async function existing(r: UsersAdminReads, id: number) {
    const row = await r.find(id);
    if (!row) throw new AppError('notFound', 404, 'adminPanel:errors.userNotFound');
    return toAdminUser(row);
  }
  return {
    list: async () => (await repo.list()).map(toAdminUser),
    async update(actorId: number, id: number, input: Update): Promise<AdminUser> {
      // The checks and the write run one admin change at a time: two admins demoting each other
      // cannot both see "another admin is left".
      const { before, after } = await repo.oneAtATime(async (r) => {
        const before = await existing(r, id);
        if (before.role === 'admin' && input.role !== 'admin') {
          if (id === actorId) throw new AppError('conflict', 409, 'adminPanel:errors.ownRole');
          if ((await r.countAdmins()) <= 1) throw new AppError('conflict', 409, 'adminPanel:errors.lastAdmin');
        }
        const owner = await r.emailOwner(input.email);
        if (owner && owner.id !== id) throw new AppError('conflict', 409, 'adminPanel:errors.emailTaken');
        return { before, after: toAdminUser(await r.update(id, input)) };
      });
      await announce({ actorId, action: 'update', entity: 'user', entityId: id, before, after });
      return after;
    },
    async remove(actorId: number, id: number): Promise<void> {
      const before = await repo.oneAtATime(async (r) => {
        const before = await existing(r, id);
        if (id === actorId) throw new AppError('conflict', 409, 'adminPanel:errors.ownAccount');
        if (before.role === 'admin' && (await r.countAdmins()) <= 1) throw new AppError('conflict', 409, 'adminPanel:errors.lastAdmin');
        if (!(await r.remove(id))) throw new AppError('notFound', 404, 'adminPanel:errors.userNotFound');
        return before;
      });
      await announce({ actorId, action: 'delete', entity: 'user', entityId: id, before, after: null });
    },
  };
}
export type UsersAdminService = ReturnType<typeof createUsersAdminService>;
