import type { Db } from '../db';
import type { SessionCache } from './session-cache';

const WRITES = new Set(['update', 'updateMany', 'updateManyAndReturn', 'upsert', 'delete', 'deleteMany']);

type Where = { id?: unknown; userId?: unknown } | undefined;

function dropSessions(cache: SessionCache, where: Where): void {
  if (typeof where?.id === 'string') cache.dropSession(where.id);
  else if (typeof where?.userId === 'number') cache.dropUser(where.userId);
  else cache.clear();
}

function touchesAccess(operation: string, args: { data?: unknown; update?: unknown }): boolean {
  if (operation.startsWith('delete')) return true;
  const data = (args.data ?? args.update) as Record<string, unknown> | undefined;
  return data !== undefined && ('role' in data || 'id' in data || 'emailVerifiedAt' in data);
}

function dropUsers(cache: SessionCache, where: Where): void {
  if (typeof where?.id === 'number') cache.dropUser(where.id);
  else cache.clear();
}

/**
 * Every write through this client that can end or change a session's access (a revoked or shortened
 * session, a deleted user, a changed role) drops the cached sessions it affects, before and after the
 * write, whichever module makes it. Writes through another client or raw SQL are not seen: the
 * session cache must only be used with the client this returns.
 */
export function withSessionInvalidation(db: Db, cache: SessionCache): Db {
  return db.$extends({
    query: {
      authSession: {
        async $allOperations({ operation, args, query }) {
          if (!WRITES.has(operation)) return query(args);
          const where = (args as { where?: Where }).where;
          dropSessions(cache, where);
          try {
            return await query(args);
          } finally {
            dropSessions(cache, where);
          }
        },
      },
      user: {
        async $allOperations({ operation, args, query }) {
          if (!WRITES.has(operation) || !touchesAccess(operation, args as { data?: unknown; update?: unknown })) return query(args);
          const where = (args as { where?: Where }).where;
          dropUsers(cache, where);
          try {
            return await query(args);
          } finally {
            dropUsers(cache, where);
          }
        },
      },
    },
  }) as unknown as Db;
}
