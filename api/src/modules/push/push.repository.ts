import type { Db } from '../../lib/db';

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export function createPushRepository(db: Db) {
  return {
    // One row per endpoint: a browser re-subscribing (or another user on the same device) takes it over.
    save: (userId: number, sub: StoredSubscription) =>
      db.pushSubscription.upsert({
        where: { endpoint: sub.endpoint },
        update: { userId, p256dh: sub.p256dh, auth: sub.auth },
        create: { userId, ...sub },
      }),
    remove: (userId: number, endpoint: string) => db.pushSubscription.deleteMany({ where: { userId, endpoint } }),
    removeEndpoint: (endpoint: string) => db.pushSubscription.deleteMany({ where: { endpoint } }),
    listForUser: (userId: number) =>
      db.pushSubscription.findMany({ where: { userId }, select: { endpoint: true, p256dh: true, auth: true } }),
    countForUser: (userId: number) => db.pushSubscription.count({ where: { userId } }),
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
