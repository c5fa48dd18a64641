import type { Db } from '../../lib/db';
import { isUniqueViolation } from '../../lib/db-errors';

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export function createPushRepository(db: Db) {
  return {
    /** The user's rows, for their data export. */
    listForExport: (userId: number) => db.pushSubscription.findMany({ where: { userId }, orderBy: { id: 'asc' } }),
    /** One row per endpoint, kept by its first user: false when the endpoint belongs to someone else. */
    async save(userId: number, sub: StoredSubscription): Promise<boolean> {
      const keys = { p256dh: sub.p256dh, auth: sub.auth };
      const { count } = await db.pushSubscription.updateMany({ where: { endpoint: sub.endpoint, userId }, data: keys });
      if (count > 0) return true;
      try {
        await db.pushSubscription.create({ data: { userId, ...sub } });
        return true;
      } catch (err) {
        // The unique endpoint is taken (by another user, or a concurrent save of the same one).
        if (!isUniqueViolation(err)) throw err;
        return (await db.pushSubscription.count({ where: { endpoint: sub.endpoint, userId } })) > 0;
      }
    },
    remove: (userId: number, endpoint: string) => db.pushSubscription.deleteMany({ where: { userId, endpoint } }),
    removeEndpoint: (endpoint: string) => db.pushSubscription.deleteMany({ where: { endpoint } }),
    listForUser: (userId: number) =>
      db.pushSubscription.findMany({ where: { userId }, select: { endpoint: true, p256dh: true, auth: true } }),
    countForUser: (userId: number) => db.pushSubscription.count({ where: { userId } }),
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
